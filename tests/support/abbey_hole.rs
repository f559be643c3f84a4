//! The Abbey & Mayor scenario of the hole at (0, 1), south of the start tile, as in the
//! engine's: a road from the west ending at a monastery and a city cap from the south
//! meet it, each with seat 1's meeple. The bots' tests and the renderer's both play it.

/// The draws round the hole; a seventh tile, a plain monastery, is left to draw.
pub const AROUND_A_HOLE: [&str; 7] = ["BA/RFr", "BA/RFr", "BA/L", "BA/LR", "BA/L", "BA/C", "BA/L"];

/// The twelve moves up to the hole, seats 0 and 1 in turn, two moves each.
pub const UP_TO_THE_HOLE: [&str; 12] = [
    "place 1 0 0",
    "pass",
    "place -1 0 0",
    "pass",
    "place 1 1 0",
    "pass",
    "place -1 1 270",
    "meeple road E",
    "place 1 2 0",
    "pass",
    "place 0 2 0",
    "meeple city N",
];
