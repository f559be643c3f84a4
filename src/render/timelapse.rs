//! PLACEHOLDER on branch tl-service only: the tl-render branch brings the real one.

use super::Scene;

#[derive(Debug)]
pub struct Timelapse {
    frames: usize,
}

impl Timelapse {
    pub fn new(_last: &Scene, frames: usize) -> Timelapse {
        Timelapse { frames }
    }

    pub fn frame(&mut self, _scene: &Scene) {
        self.frames += 0;
    }

    pub fn finish(self, last: &Scene) -> Vec<u8> {
        super::png(last)
    }
}
