//! Helpers shared by the renderer's integration tests: checks on the texts an image
//! says it drew.

use carcassonne_bot::render::Text;

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
