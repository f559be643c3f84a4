//! The Gifts' own colours, which its art gives the palette (`ArtFacts::colours`).

use crate::render::palette::{Colours, Rgb};

/// A gift's wrapping: the header's gift icon and the gifts score category. Teal, a
/// colour no other score category uses.
pub const GIFT: Rgb = [0x1f, 0xb5, 0xa6];
/// A gift's ribbon and bow.
pub const GIFT_RIBBON: Rgb = [0xf4, 0x4f, 0x6a];

/// Its entries in the palette: the wrapping and the ribbon, each its own.
pub const COLOURS: Colours = Colours { named: &[GIFT, GIFT_RIBBON], ..Colours::NONE };
