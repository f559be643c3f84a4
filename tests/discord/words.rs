//! What players read on Discord, checked on the Discord-shaped replies of the service:
//! a look that carries a pending step's buttons words its prompt as the turn message
//! above the same buttons does (a private look keeps the commands), the end of a game
//! told in the order it happened, and the figure step's field buttons named where
//! their words point.

use crate::support::backends::on_both;
use crate::support::{ok, person};
use carcassonne_bot::discord::outgoing;
use carcassonne_bot::service::{Command, Context, EXPANSIONS, Front, NewGame, Reply, Service};
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::{Action, Event, Expansions, Phase, Port};

/// `name` asking on Discord.
fn on_discord(name: &str) -> Context {
    Context { front: Front::Discord, ..person(name) }
}

/// A started game of `players`, in seat order, played on Discord from then on; opened
/// from the terminal, which may fix its seed and draws.
fn started(s: &mut Service, players: &[&str], new: NewGame) {
    ok(s.handle(&person(players[0]), Command::New(new)));
    for p in &players[1..] {
        ok(s.handle(&on_discord(p), Command::Join));
    }
    ok(s.handle(&on_discord(players[0]), Command::Start { keep_order: true }));
}

/// Plays the game's first legal action for whoever it waits for; the reply and the
/// phase it answered, or `None` once the game is over.
fn step(s: &mut Service, pick: usize) -> Option<(Reply, Phase)> {
    let table = s.table(&on_discord("Alice")).unwrap();
    let game = table.game.as_ref().unwrap();
    let pending = game.pending()?;
    let seat = pending.seats.iter().next().unwrap();
    let who = table.names()[seat.index()].clone();
    let actions = game.legal_actions(seat);
    let action = actions[pick % actions.len()];
    Some((ok(s.handle(&on_discord(&who), Command::Play(action))), pending.phase))
}

on_both! {
    /// Every step of games with every expansion on Discord: the channel's `/board` during a
    /// step with buttons carries them and ends with the line the turn message ends with
    /// (the spots in words, "Or use the buttons below." under a castle or a bazaar, the
    /// architect and cubes in words), while a player's own look (the **Full board**
    /// button) carries no buttons and names the commands.
    fn a_look_with_buttons_words_its_prompt_as_the_turn_message(db) {
        let every = EXPANSIONS.into_iter().fold(Expansions::default(), Expansions::with);
        let (mut figure_steps, mut auctions_and_castles) = (0, 0);
        for seed in [3] {
            let mut s = db.service();
            started(
                &mut s,
                &["Alice", "Bob", "Carol"],
                NewGame { expansions: every, seed: Some(seed), ..NewGame::default() },
            );
            let mut n = 0;
            while let Some((turn, _)) = step(&mut s, n * 7) {
                n += 1;
                if figure_steps >= 6 && auctions_and_castles >= 2 {
                    break;
                }
                let Some(choices) = turn.choices.as_ref() else { continue };
                let table = s.table(&on_discord("Alice")).unwrap();
                let phase = table.game.as_ref().unwrap().pending().unwrap().phase;
                // A few figure steps do; every other step with buttons is looked at.
                if phase == Phase::PlaceFigure && figure_steps >= 6 {
                    continue;
                }
                let call = turn.call.clone().unwrap_or_default();
                let look = ok(s.handle(&on_discord("Alice"), Command::Board));
                assert_eq!(look.choices.as_ref(), Some(choices), "the look carries the same buttons");
                let text = look.public.clone().unwrap_or_default();
                assert!(text.ends_with(&call), "the look: {text}\nthe turn message: {call}");
                if phase == Phase::PlaceFigure {
                    figure_steps += 1;
                    assert!(!call.contains("`meeple"), "spots in words where buttons carry them: {call}");
                    let own = s.full_board(&on_discord("Alice"));
                    let own_text = own.private.clone().unwrap_or_default();
                    assert!(own.choices.is_none() && own.public.is_none(), "{own:?}");
                    let offers_a_meeple = choices.options.iter().any(|c| matches!(c.action, Action::Meeple(_)));
                    assert!(
                        !offers_a_meeple || own_text.contains("`/meeple"),
                        "commands without buttons: {own_text}"
                    );
                } else if phase == Phase::from(bcb::Ph::Castle) || phase_is_bazaar(phase) {
                    auctions_and_castles += 1;
                    assert!(call.ends_with("Or use the buttons below."), "{call}");
                }
            }
        }
        assert!(
            figure_steps >= 6 && auctions_and_castles >= 2,
            "{figure_steps} figure steps, {auctions_and_castles} bazaar and castle steps"
        );
    }
}

fn phase_is_bazaar(phase: Phase) -> bool {
    matches!(
        bcb::Ph::of(phase),
        Some(bcb::Ph::BazaarChoose | bcb::Ph::BazaarBid | bcb::Ph::BazaarRaise | bcb::Ph::BazaarTrade)
    )
}

on_both! {
    /// The figure step's buttons on Discord: a field's button sends the half-edge its
    /// label's words name (`② field south-west` sends `meeple field Sw` or `Ws`).
    fn a_field_button_sends_the_half_edge_its_words_name(db) {
        let every = EXPANSIONS.into_iter().fold(Expansions::default(), Expansions::with);
        let mut s = db.service();
        started(&mut s, &["Alice", "Bob"], NewGame { expansions: every, seed: Some(5), ..NewGame::default() });
        let mut fields = 0;
        let mut n = 0;
        while let Some((turn, _)) = step(&mut s, n * 5) {
            n += 1;
            for choice in turn.choices.iter().flat_map(|c| &c.options) {
                let Some(spot) = choice.action.spot().filter(|s| s.port.is_some()) else { continue };
                let Some(Port::Half(half)) = spot.port else { continue };
                if spot.kind.word() != "field" {
                    continue;
                }
                let Some(point) = ["north", "east", "south", "west"]
                    .iter()
                    .flat_map(|side| [format!("{side}-east"), format!("{side}-west"), side.to_string()])
                    .find(|word| choice.label.contains(&format!("field {word}")))
                else {
                    continue;
                };
                fields += 1;
                // The letters of the half-edge name sides the words name: `Sw` for
                // south-west, south or west; `Ne` for north-east, north or east.
                let letters = half.name().to_lowercase();
                let sides: Vec<char> = point.split('-').filter_map(|w| w.chars().next()).collect();
                let named = sides.iter().all(|c| letters.contains(*c))
                    || sides.len() == 1 && letters.starts_with(sides[0]);
                assert!(named, "button `{}` sends `{}`", choice.label, choice.action);
            }
        }
        assert!(fields > 10, "{fields} field buttons");
    }
}

on_both! {
    /// The last message of a game on Discord tells the last move, the final scoring, then
    /// the result and the table, in the messages Discord is sent, in that order.
    fn the_end_of_a_game_on_discord_tells_the_last_move_first(db) {
        let mut s = db.service();
        let tiles = ["BA/RFr", "BA/L", "BA/RFr"].iter().map(|t| t.parse().unwrap()).collect();
        started(&mut s, &["Alice", "Bob"], NewGame { tiles: Some(tiles), seed: Some(1), ..NewGame::default() });
        let mut last = None;
        while let Some((reply, _)) = step(&mut s, 0) {
            last = Some(reply);
        }
        let last = last.unwrap();
        assert!(last.change.as_ref().unwrap().events.contains(&Event::GameEnded));
        let said: Vec<String> = outgoing::messages(&last).into_iter().map(|m| m.content).collect();
        let said = said.join("\n");
        let at = |what: &str| said.find(what).unwrap_or_else(|| panic!("`{what}` in {said}"));
        let moved = said.find("put a meeple").or_else(|| said.find("placed")).expect("the last move");
        assert!(moved < at("Final scoring: "), "{said}");
        assert!(at("Final scoring: ") < at("The game is over: "), "{said}");
        assert!(at("The game is over: ") < at("Final scores:"), "{said}");
    }
}
