//! TEMPORARY placeholder until the render branch lands (not to be committed).
use carcassonne_engine::{Event, Game};
#[derive(Debug)]
pub struct Scene<'a> {
    pub game: &'a Game,
    pub names: &'a [String],
    pub recent: &'a [Event],
}
pub fn png(_scene: &Scene<'_>) -> Vec<u8> {
    vec![0x89, b'P', b'N', b'G']
}
