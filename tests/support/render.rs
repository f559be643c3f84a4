//! Helpers shared by the renderer's integration tests: the plain scene most of them
//! draw, and checks on the texts an image says it drew.

#![allow(dead_code, reason = "each test crate uses a different subset")]

use carcassonne_bot::locale::Lang;
use carcassonne_bot::render::{Scene, Text, Words};
use carcassonne_engine::View;

/// `view` drawn in English for the terminal, with `names`, nothing just played.
pub fn english<'a>(view: View<'a>, names: &'a [String]) -> Scene<'a> {
    Scene { view, names, recent: &[], words: Words::Commands, lang: Lang::En }
}

/// Asserts every text drawn lies wholly on a `width`×`height` image: nothing clipped.
pub fn assert_texts_inside(name: &str, texts: &[Text], width: u32, height: u32) {
    for text in texts {
        let inside = text.x >= 0
            && text.y >= 0
            && text.x as u32 + text.width <= width
            && text.y as u32 + text.height <= height;
        assert!(inside, "{name}: {text:?} leaves the {width}×{height} image");
    }
}
