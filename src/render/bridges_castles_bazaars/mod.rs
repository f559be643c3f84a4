//! Bridges, Castles & Bazaars on the image: its bridges (`bridges`: built, where one
//! may be built, where a figure on one stands, the header's icon), its castles
//! (`castles`: the fortress over a small city, its occupants, the frame round a small
//! city whose owners choose, the header's icon) and its bazaar (`bazaar`: the auction's
//! offer and bids in the header).

pub(super) mod bazaar;
pub(super) mod bridges;
pub(super) mod castles;
