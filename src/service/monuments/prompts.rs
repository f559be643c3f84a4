//! Monuments in the turn's prompt: the architect, numbered on the image after the
//! spots, and the cubes, by their objective's number as the image labels them.

use carcassonne_engine::rules::monuments::Act;

use crate::service::spots;
use crate::service::turn::Ask;

/// The architect and the cubes among a figure step's options.
pub(super) fn figure_options(ask: &Ask<'_>) -> Vec<String> {
    let (buttons, lang) = (ask.buttons, ask.lang);
    spots::own_marks(ask.view)
        .into_iter()
        .filter_map(|(action, mark)| Some((action, Act::of(action)?, mark)))
        .map(|(action, act, mark)| match (act, mark) {
            (Act::Cube(monument, n), _) if buttons => {
                lang.say("option-cube", [("monument", monument.word().into()), ("objective", n.into())])
            }
            (Act::Architect, Some(mark)) if buttons => lang.say("option-architect", [("mark", mark.into())]),
            (_, Some(mark)) => format!("{mark} `{action}`"),
            (_, None) => format!("`{action}`"),
        })
        .collect()
}
