//! The Abbot's examples for the shared tests (`expansion::Examples`): one of each of its
//! actions, refusals and events at least, and words read exactly.

use carcassonne_engine::rules::abbot::{Happened, Refusal};
use carcassonne_engine::{FeatureKind, Pos, RuleError, Seat};

use crate::service::error::UserError;
use crate::service::expansion::{Examples, ruled};

/// Its tiles' words in English, each checked once by hand against its row of the tile
/// table (`tile_words`' test that every tile has its words reads them).
const CHECKED: &[(&str, &str)] = &[
    ("AB/Cc.1.g", "a city corner and a garden"),
    ("AB/Cc+.g", "a city corner with a pennant and a garden"),
    ("AB/Ccc.g", "a three-sided city and a garden"),
    ("AB/C.g", "a city cap and a garden"),
    ("AB/CFC.2.g", "two city caps on opposite sides and a garden"),
    ("AB/CC.2.g", "two city caps on adjacent sides and a garden"),
    ("AB/Rr.g", "a curved road and a garden"),
    ("AB/RFr.g", "a straight road and a garden"),
    ("AB/RR.h.g", "two roads ending at houses, a garden and a hill"),
    ("AB/CFR!.g", "a city cap, a road to a city gate and a garden"),
    ("AB/CcRR.w.g", "a city corner, two roads to city gates and a garden"),
    ("AB/CcR.c.g", "a city corner, a road to a city gate and a garden"),
];

pub(in crate::service) fn examples() -> Examples {
    let (seat, pos) = (Seat(1), Pos::new(1, -2));
    let rule = |refusal: Refusal| UserError::Rule(refusal.into());
    Examples {
        actions: &["abbot monastery", "recall"],
        refusals: ruled([
            Refusal::OffCloister(FeatureKind::City),
            Refusal::Complete(FeatureKind::Garden),
            Refusal::Held,
        ])
        .collect(),
        worded: vec![
            // The base game's refusal of a meeple in its garden, worded by its part.
            (
                UserError::Rule(RuleError::NotForMeeples(FeatureKind::Garden)),
                "only an abbot goes in a garden, not a meeple",
                "seul un abbé se pose dans un jardin, pas un meeple",
            ),
            (
                rule(Refusal::OffCloister(FeatureKind::Road)),
                "an abbot goes on a monastery or a garden, not on a road",
                "un abbé se pose dans une abbaye ou un jardin, pas sur une route",
            ),
            (
                rule(Refusal::OnBoard),
                "your abbot is already on the board",
                "votre abbé est déjà sur le plateau",
            ),
            (
                rule(Refusal::NotOnBoard),
                "your abbot is not on the board: there is nothing to take back",
                "votre abbé n'est pas sur le plateau\u{a0}: il n'y a rien à reprendre",
            ),
            (
                rule(Refusal::Complete(FeatureKind::Monastery)),
                "your abbot's monastery is complete: it scores now, and cannot be taken back",
                "l'abbaye de votre abbé est complète\u{a0}: elle rapporte ses points maintenant, et l'abbé ne peut pas être repris",
            ),
        ],
        events: vec![
            Happened::Placed { seat, pos, spot: "monastery".parse().expect("a spot") }.into(),
            Happened::Recalled { seat, pos }.into(),
        ],
        tiles: CHECKED,
        ..Examples::default()
    }
}
