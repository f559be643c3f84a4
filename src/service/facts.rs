//! What each box declares once, as data in its own folder (`<box>/facts.rs`, one
//! [`Facts`] named by its row of the registry `service::registered`), for the shared
//! files to read the same way for every box: the words players type for it (French
//! synonyms and spellings), the terminal's flag of its fixed draws, its decisions'
//! words, where a bot stops, the number a seat may type, what forbids a figure, and
//! its supplies and hidden hands (`supply.rs`).
//!
//! A box names the facts it has and takes the rest from [`Facts::new`], which asks
//! for the one a box must not forget, the words of its decisions ([`NO_DECISIONS`]
//! for a box without any). Where the answer must read the board, the fact carries a
//! plain function of the view (a count, a cell): what is read is the box's, what is
//! made of it is shared.

use carcassonne_engine::{Action, Dir, Event, Expansion, Phase, Pos, Seat, TileKind, View};

use super::registered;
use super::supply::{Hidden, Status};

/// One box's facts for the service.
#[derive(Debug)]
pub(super) struct Facts {
    /// Other French words typed for its verbs, each with the verb's canonical word:
    /// read, never written (the French rule books' word is the verb's `fr`).
    pub(super) synonyms: &'static [(&'static str, &'static str)],
    /// Its canonical words of an action with their French spellings (`spelling.rs`),
    /// the first French word the one written.
    pub(super) spellings: &'static [(&'static str, &'static [&'static str])],
    /// The terminal's flag of its scenarios' fixed first draws (its list in
    /// `Fixed::LISTS`, `--bag`), for a box that has such a list.
    pub(super) fixed_flag: Option<Flag>,
    /// The words of each of its own decisions (`Phase::Expansion`).
    pub(super) phases: Phases,
    /// Its events after which a bot stops rather than play on in the same message: its
    /// next decision belongs to a new round of the game (an auction just opened).
    pub(super) new_round: fn(&Event) -> bool,
    /// The number a seat types for some of its actions (a bid), where its buttons
    /// offer only a few.
    pub(super) numbers: Option<Numbers>,
    /// What of its forbids any figure on the tile just placed (the dragon).
    pub(super) blocker: Option<Blocker>,
    /// The tiles on offer in a decision, numbered from 1 as its actions number them
    /// (`Aim::Offer`: a bazaar's, Take two's), read from the view or the decision;
    /// `None` for a box that offers none.
    pub(super) on_offer: Option<fn(&View, Phase) -> Vec<TileKind>>,
    /// The cell a step to a side of a figure's tile enters (`Aim::Side`: the dragon's),
    /// read from the view; `None` for a box whose actions take no such step.
    pub(super) side_to: Option<fn(&View, Dir) -> Option<Pos>>,
    /// The line counting its supplies (its declared counts, `Expansion::counts`) for
    /// everyone in `/status`, if any.
    pub(super) status: Option<Status>,
    /// What its players hold hidden from each other (The Gifts' cards).
    pub(super) hidden: Option<Hidden>,
    /// The word of its rule a placement may fit by alone (`PlacementOption::needs`),
    /// which names the messages of its file that word such a rotation: `bridge`, whose
    /// `choice-rotation-bridge` says "if you then build a bridge" (and
    /// `suggest-degrees-bridge`, `suggest-rotations-bridge`); `plain`, `choices.ftl`'s
    /// words for any rotation, for a box with no such rule.
    pub(super) needed: &'static str,
}

impl Facts {
    /// The facts of a box whose decisions `phases` words and that has nothing else of
    /// the kind: no synonym, spelling, flag, round, number, blocker, offer, side, status
    /// line, hidden hand or rule a rotation needs. A box writes `..Facts::new(phases)`
    /// after what it has, so that each of its facts is written once, and a field added
    /// later once for all.
    pub(super) const fn new(phases: Phases) -> Facts {
        Facts {
            synonyms: &[],
            spellings: &[],
            fixed_flag: None,
            phases,
            new_round: NO_ROUND,
            numbers: None,
            blocker: None,
            on_offer: None,
            side_to: None,
            status: None,
            hidden: None,
            needed: "plain",
        }
    }
}

/// The terminal's flag of a box's fixed first draws (`--bag 2,wolf,3`).
#[derive(Debug)]
pub(super) struct Flag {
    /// The name of its value in the help (`BAG`).
    pub(super) value: &'static str,
    /// Its help line.
    pub(super) help: &'static str,
}

/// The words of a box's own decisions: each of its phases' (an exhaustive `match` over
/// its `Ph`, so that a new decision without words does not compile); `None` for
/// another box's phase.
pub(super) type Phases = fn(Phase) -> Option<PhaseWords>;

/// The words of a box's own decisions ([`Phases`]): an exhaustive `match` over its `Ph`
/// (`$ph`, read by `$ph::of`), each decision given its summary word and the step of its
/// "doing" line ([`PhaseWords`], `"bazaar_bid" / "bazaar-bid"`), so that a new decision
/// without words does not compile.
macro_rules! decision_words {
    ($ph:ident: $($pattern:pat => $summary:literal / $doing:literal),+ $(,)?) => {
        |phase| {
            $ph::of(phase).map(|ph| {
                let (summary, doing) = match ph {
                    $($pattern => ($summary, $doing),)+
                };
                $crate::service::facts::PhaseWords { summary, doing }
            })
        }
    };
}
pub(super) use decision_words;

/// The phases of a box with no decision of its own.
pub(super) const NO_DECISIONS: Phases = |_| None;

/// The events of a box that never opens a new round of the game.
pub(super) const NO_ROUND: fn(&Event) -> bool = |_| false;

/// What the service says of one decision of a box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PhaseWords {
    /// Its word in the local driver's JSON summary (`flock`, `bazaar_bid`).
    pub(super) summary: &'static str,
    /// What its owner does, as the step whose message `suggest-doing-<step>`, in the
    /// box's file, words it for a one-line hint (`flock`: "growing or herding their
    /// flock").
    pub(super) doing: &'static str,
}

/// The number a seat types for some of a box's actions (a bid's points): any of a
/// range, where the buttons offer only the lowest few.
#[derive(Debug)]
pub(super) struct Numbers {
    /// The number an action of the box carries, `None` for its other actions.
    pub(super) of: fn(Action) -> Option<u32>,
    /// The highest number that may be typed (the notation's limit).
    pub(super) max: u32,
    /// How many of the lowest the buttons offer.
    pub(super) buttons: usize,
    /// The verb the number is typed after (`bid 3`).
    pub(super) verb: &'static str,
    /// The message naming the number on the board page ("Points to bid").
    pub(super) label: &'static str,
    /// The message of the board page's button that sends it ("Bid").
    pub(super) button: &'static str,
}

/// A piece of a box's that forbids any figure on the tile it stands on.
#[derive(Debug)]
pub(super) struct Blocker {
    /// The reason whose words are `local-no-figure-<why>` in the box's file, which the
    /// terminal says when the figure step is skipped.
    pub(super) why: &'static str,
    /// The cell it stands on, read from the view; `None` off the board or without the
    /// box in play.
    pub(super) at: fn(&View) -> Option<Pos>,
}

/// The facts of `expansion`, from the registry.
pub(super) fn of(expansion: Expansion) -> &'static Facts {
    registered(expansion).2
}

/// Every box's facts, in `Expansion::ALL` order.
pub(super) fn every() -> impl Iterator<Item = &'static Facts> {
    Expansion::ALL.into_iter().map(of)
}

/// The terminal's flag of `expansion`'s fixed first draws (`--bag`): the name of its
/// value and its help; `None` for a box without a list of fixed draws.
pub fn fixed_flag(expansion: Expansion) -> Option<(&'static str, &'static str)> {
    of(expansion).fixed_flag.as_ref().map(|flag| (flag.value, flag.help))
}

/// The words of `phase`, a box's own decision, from that box's facts; `None` for the
/// base game's phases.
pub(super) fn phase_words(phase: Phase) -> Option<PhaseWords> {
    let Phase::Expansion(own) = phase else { return None };
    (of(own.expansion()).phases)(phase)
}

/// Whether a bot stops after `event`: it opens a new round of some box.
pub(super) fn new_round(event: &Event) -> bool {
    every().any(|facts| (facts.new_round)(event))
}

/// Why nobody may put a figure on the tile just placed, when a box's piece stands on
/// it: the reason whose words are `local-no-figure-<why>` in its file.
pub(super) fn no_figure(view: &View) -> Option<&'static str> {
    let last = view.board().tiles().last()?.pos;
    every().filter_map(|facts| facts.blocker.as_ref()).find(|b| (b.at)(view) == Some(last)).map(|b| b.why)
}

/// The numbers `seat` may type now for one of its actions, with the box's words for
/// them: the lowest its legal actions carry and the box's highest. `None` when it has
/// no such action now.
pub(super) fn numbers(view: &View, seat: Seat) -> Option<(&'static Numbers, u32)> {
    let legal = view.legal_actions(seat);
    every().filter_map(|facts| facts.numbers.as_ref()).find_map(|numbers| {
        let lowest = legal.iter().filter_map(|&a| (numbers.of)(a)).min()?;
        Some((numbers, lowest))
    })
}

/// Leaves out of `actions` (one-click steps) each box's numbered ones past the lowest
/// few its buttons offer: any other is typed.
pub(super) fn trim(actions: &mut Vec<Action>) {
    for numbers in every().filter_map(|facts| facts.numbers.as_ref()) {
        let mut kept = 0;
        actions.retain(|&a| {
            let numbered = (numbers.of)(a).is_some();
            kept += usize::from(numbered);
            !numbered || kept <= numbers.buttons
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;
    use carcassonne_engine::Fixed;

    /// Every box with a list of fixed first draws has its flag, and only those.
    #[test]
    fn every_list_of_fixed_draws_has_its_flag() {
        for e in Expansion::ALL {
            let listed = Fixed::LISTS.iter().any(|&(_, of)| of == e);
            assert_eq!(fixed_flag(e).is_some(), listed, "{e:?}");
        }
    }

    /// Each box's number is typed after a verb that reads it back, and named on the
    /// page in both languages.
    #[test]
    fn a_typed_number_reads_back_and_is_named() {
        for numbers in every().filter_map(|facts| facts.numbers.as_ref()) {
            for n in [0, 1, numbers.max] {
                let action: Action = format!("{} {n}", numbers.verb).parse().expect("the verb reads");
                assert_eq!((numbers.of)(action), Some(n), "{}", numbers.verb);
            }
            for lang in [Lang::En, Lang::Fr] {
                for id in [numbers.label, numbers.button] {
                    assert!(lang.has(id), "{id} in {lang:?}");
                }
            }
        }
    }
}
