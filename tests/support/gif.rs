//! Animated GIFs read back as a viewer sees them, for the tests of timelapses: every
//! frame decoded and checked to be drawn as the bot draws them (one palette, each frame
//! within the screen and kept under the next), some composed whole.

use std::collections::BTreeMap;

use image::RgbImage;

/// A GIF decoded: its screen's size, its global palette, each frame's delay and some
/// frames composed over the ones before (all of them would take gigabytes).
pub struct Decoded {
    pub width: u32,
    pub height: u32,
    /// Red, green and blue of each index.
    pub palette: Vec<u8>,
    /// Each frame's delay, in hundredths of a second.
    pub delays: Vec<u16>,
    /// The frames asked for and the last, by number from 0, as palette indices.
    pub kept: BTreeMap<usize, Vec<u8>>,
}

impl Decoded {
    /// Frame `n`, kept, as the palette colours it.
    pub fn rgb(&self, n: usize) -> RgbImage {
        let colour = |&i: &u8| self.palette[3 * usize::from(i)..3 * usize::from(i) + 3].to_vec();
        let pixels = self.kept[&n].iter().flat_map(colour).collect();
        RgbImage::from_raw(self.width, self.height, pixels).expect("a whole screen")
    }

    pub fn last(&self) -> RgbImage {
        self.rgb(self.delays.len() - 1)
    }

    /// The frames where something scored: shown longer than the plainest, bar the held
    /// end.
    pub fn scored(&self) -> Vec<usize> {
        let plain = self.delays.iter().min().copied().unwrap_or(0);
        (0..self.delays.len() - 1).filter(|&n| self.delays[n] > plain).collect()
    }
}

/// Decodes every frame of `bytes`, keeping those `keep` says and the last.
pub fn decode(bytes: &[u8], keep: impl Fn(usize) -> bool) -> Decoded {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let palette = decoder.global_palette().expect("a global palette").to_vec();
    let mut screen = vec![0u8; width as usize * height as usize];
    let (mut kept, mut delays) = (BTreeMap::new(), Vec::new());
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        let n = delays.len();
        assert!(frame.palette.is_none(), "frame {n}: a palette of its own");
        let (left, top) = (u32::from(frame.left), u32::from(frame.top));
        let (w, h) = (u32::from(frame.width), u32::from(frame.height));
        assert!(left + w <= width && top + h <= height, "frame {n} leaves the {width}×{height} screen");
        if n == 0 {
            assert_eq!((left, top, w, h), (0, 0, width, height), "the first frame covers the screen");
        }
        assert_eq!(frame.dispose, gif::DisposalMethod::Keep, "frame {n}");
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) != frame.transparent {
                let (x, y) = (left + i as u32 % w, top + i as u32 / w);
                screen[(y * width + x) as usize] = index;
            }
        }
        delays.push(frame.delay);
        // The last frame so far, kept until the next replaces it.
        kept.retain(|&k, _| k + 1 != n || keep(k));
        kept.insert(n, screen.clone());
    }
    Decoded { width, height, palette, delays, kept }
}
