//! Pixel memory handed from image to image. A fresh buffer costs the system a page
//! fault on the first touch of each of its 4 KB pages, about 1.8 µs each on the
//! project's machine: 0.8 ms for a 2 MB image, a quarter of a slow command. So the
//! canvases, the grounds kept under them (`layer`) and the images the encoder keeps
//! (`encode`) all take their memory from here and give it back, and only an image
//! larger than any drawn before touches memory for the first time.
//!
//! Which buffer a taker gets matters, not what it holds: every taker paints or writes
//! all of its length before reading it.

use std::sync::{Mutex, PoisonError};

/// Buffers given back and not yet taken again.
#[derive(Debug, Default)]
pub struct Spare(Mutex<Vec<Vec<u8>>>);

/// The process's spare pixel memory, whichever thread draws.
pub static SPARE: Spare = Spare::new();

/// Most buffers kept spare (the longest): more than images and grounds are ever drawn
/// at once on two cores, so a taker rarely finds none.
const KEPT: usize = 4;

impl Spare {
    pub const fn new() -> Spare {
        Spare(Mutex::new(Vec::new()))
    }

    /// A buffer of `len` bytes holding whatever it held: of the spare buffers, the one
    /// whose last use was the shortest of those at least `len` long (so its pages were
    /// touched then), else the longest, grown; else a new one.
    pub fn take(&self, len: usize) -> Vec<u8> {
        let mut spare = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let long_enough =
            spare.iter().enumerate().filter(|(_, b)| b.len() >= len).min_by_key(|(_, b)| b.len());
        let chosen = long_enough.or_else(|| spare.iter().enumerate().max_by_key(|(_, b)| b.len()));
        let mut buffer = chosen.map(|(i, _)| i).map(|i| spare.swap_remove(i)).unwrap_or_default();
        drop(spare);
        buffer.resize(len, 0);
        buffer
    }

    /// Takes `buffer` back for the next taker, its length the bytes last written in
    /// it; frees the shortest when more than `KEPT` are spare.
    pub fn give(&self, buffer: Vec<u8>) {
        if buffer.is_empty() {
            return;
        }
        let mut spare = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        spare.push(buffer);
        if spare.len() > KEPT {
            let shortest = spare.iter().enumerate().min_by_key(|(_, b)| b.len()).map(|(i, _)| i);
            if let Some(i) = shortest {
                spare.swap_remove(i);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A buffer of `len` bytes whose capacity tells it apart.
    fn marked(len: usize, capacity: usize) -> Vec<u8> {
        let mut buffer = Vec::with_capacity(capacity);
        buffer.resize(len, 7);
        buffer
    }

    #[test]
    fn a_taker_gets_the_shortest_buffer_long_enough_else_the_longest_grown() {
        let spare = Spare::new();
        spare.give(marked(1_000, 10_001));
        spare.give(marked(3_000, 10_002));
        spare.give(marked(2_000, 10_003));
        let got = spare.take(1_500);
        assert_eq!((got.len(), got.capacity()), (1_500, 10_003), "the shortest long enough");
        assert_eq!(spare.take(2_500).capacity(), 10_002);
        let grown = spare.take(20_000);
        assert_eq!(grown.len(), 20_000, "the only one left, grown");
        assert!(spare.take(10).capacity() >= 10, "none left: a new one");
    }

    #[test]
    fn the_longest_are_kept_and_empty_buffers_never() {
        let spare = Spare::new();
        spare.give(Vec::with_capacity(50_000));
        for len in 1..=KEPT + 2 {
            spare.give(marked(len * 100, len * 100));
        }
        let lens: Vec<usize> = (0..KEPT).map(|_| spare.take(1).capacity()).collect();
        assert_eq!(lens, [300, 400, 500, 600], "the shortest that fits first; 100 and 200 freed");
        assert!(spare.take(1).capacity() < 50_000, "the empty one was never kept");
    }
}
