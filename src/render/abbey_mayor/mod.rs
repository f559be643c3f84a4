//! Abbey & Mayor on the image: the header's title while a player chooses between their
//! abbey tile and the draw, or moves their wagon.

use carcassonne_engine::ExpansionPhase;
use carcassonne_engine::rules::abbey_mayor::Ph;

use super::Scene;
use super::expansion::ExpansionArt;

/// Abbey & Mayor's drawing, registered in `expansion::art_of`.
#[derive(Debug)]
pub(super) struct Art;

impl ExpansionArt for Art {
    fn title(&self, scene: &Scene, phase: ExpansionPhase, _who: &str, deciders: &str) -> String {
        let id = match Ph::of(carcassonne_engine::Phase::Expansion(phase)) {
            Some(Ph::Abbey) => "render-title-abbey",
            _ => "render-title-wagon",
        };
        scene.lang.say(id, [("who", deciders.into())])
    }
}
