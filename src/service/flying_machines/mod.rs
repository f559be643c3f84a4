//! The Flying Machines as players meet it in the service: the flight offered at the
//! figure step of a machine tile, beside the figures on the tile, and the landing after
//! the die, worded with the roll and the tile reached. A tile's words leave its machine
//! out, as Mage & Witch's leave the magic symbol: the picture draws the machine's arrow,
//! and the figure step offers the flight. Its labels, buttons, refusals and narration are
//! worded from its facts and messages by the shared files; the engine rolls and decides
//! where a flier may land, this module only words it.

super::expansion::box_folder!();

use carcassonne_engine::rules::flying_machines::{Act, Ph};
use carcassonne_engine::{Action, FigureKind, Phase};
use fluent_bundle::FluentValue;

use super::expansion::ExpansionService;
use super::turn::Ask;

impl ExpansionService for Part {
    /// The flight among a figure step's options, with the followers that may fly, so
    /// that the machine is offered in words as well as by its button: where only a
    /// meeple may, the line says so plainly (the figures' words of the command are for
    /// the others), as the magic portal's does.
    fn figure_options(&self, ask: &Ask<'_>, actions: &[Action]) -> Vec<String> {
        let fliers: Vec<FigureKind> = actions
            .iter()
            .filter_map(|&a| match Act::of(a)? {
                Act::Fly(figure) => Some(figure),
                Act::Land(..) => None,
            })
            .collect();
        let command = if ask.buttons || ask.page { "" } else { "-command" };
        match fliers.as_slice() {
            [] => Vec::new(),
            [FigureKind::Meeple] => vec![ask.lang.say(&format!("option-fly-meeple{command}"), [])],
            fliers => {
                let names: Vec<String> = fliers.iter().map(|&f| ask.lang.figure_kind_name(f)).collect();
                let figures = ("figures", super::choices::either(&names, ask.lang).into());
                vec![ask.lang.say(&format!("option-fly{command}"), [figures])]
            }
        }
    }

    /// The landing: the follower in flight (`$figure`), the die's roll (`$roll`) and the
    /// cell it reached (`$x` `$y`).
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        let Ph::Land = Ph::of(phase)?;
        let flight = ask.view.flying_machines()?.flight()?;
        let lang = ask.lang;
        let figure = lang.figure_kind_name(flight.figure);
        let args = [
            ask.who(),
            ("figure", FluentValue::from(figure)),
            ("roll", flight.roll.tiles().into()),
            ("x", flight.to.x.into()),
            ("y", flight.to.y.into()),
        ];
        Some(lang.say(&ask.id("prompt-flight"), args))
    }
}
