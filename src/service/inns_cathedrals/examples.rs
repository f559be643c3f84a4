//! Inns & Cathedrals' examples for the shared tests (`expansion::Examples`): one of each
//! of its actions, refusals and events at least, and words read exactly.

use carcassonne_engine::rules::inns_cathedrals::{Happened, Refusal};
use carcassonne_engine::{Pos, Seat};

use crate::service::error::UserError;
use crate::service::expansion::Examples;

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("IC/Cccc.c", "a city on all four sides and a cathedral"),
    ("IC/LRFR", "a monastery with two roads"),
    ("IC/CCCC", "four city caps"),
    ("IC/CCCCG", "four city caps and a garden"),
    ("IC/CCC", "three city caps"),
    ("IC/CRCR", "two city caps on opposite sides and two roads to city gates"),
    ("IC/CCc+", "a city corner with a pennant and a city cap"),
    ("IC/C!", "a city cap"),
    ("IC/CFR", "a city cap and a road to a city gate"),
    ("IC/CcR", "a city corner and a road to a city gate"),
    ("IC/CRcR+", "a city across the tile with a pennant and two roads to city gates"),
    ("IC/RCc.i", "a city corner, a road to a city gate and an inn"),
    ("IC/RrC.i", "a city cap, a curved road and an inn"),
    ("IC/CcRr+.i", "a city corner with a pennant, a curved road and an inn"),
    ("IC/RRR.i", "a junction of three roads and an inn"),
    ("IC/RFr.i", "a straight road and an inn"),
    ("IC/RFr.iG", "a straight road, an inn and a garden"),
    ("IC/Rr.i", "a curved road and an inn"),
    ("IC/RrRr", "two curved roads"),
];

pub(in crate::service) fn examples() -> Examples {
    let spot = "field Wn".parse().expect("a spot");
    Examples {
        actions: &["big field Nw"],
        worded: vec![
            (
                UserError::Rule(Refusal::OnBoard.into()),
                "your big meeple is already on the board",
                "votre grand meeple est déjà sur le plateau",
            ),
            (
                UserError::Rule(Refusal::Held.into()),
                "your big meeple is not in your supply: another player holds it prisoner",
                "votre grand meeple n'est pas dans votre réserve\u{a0}: un autre joueur le retient prisonnier",
            ),
        ],
        events: vec![Happened::Placed { seat: Seat(1), pos: Pos::new(1, -2), spot }.into()],
        tiles: CHECKED,
        ..Examples::default()
    }
}
