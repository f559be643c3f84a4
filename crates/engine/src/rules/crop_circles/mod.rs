//! Crop Circles (« Cercles de culture », mini-expansion 7, the Big Box 2017 edition): six
//! tiles, each with a crop circle of one of three kinds — a rake (farmers), a club
//! (highwaymen, on roads), a shield (knights, in cities). Nothing is hidden. Rules version
//! 22; earlier games cannot have it.
//!
//! - *The tiles*: the circle is no feature; no figure stands on it and it separates the
//!   roads and fields that meet it (their data: a road ends at it).
//! - *The crop circle action*: after the turn of a circle tile — tile, figure, scoring —
//!   its player must choose (`crop add` or `crop remove`, [`Ph::Choose`]): every player
//!   *adds* a follower of the circle's kind, or every player *takes one back*. Then each
//!   player in turn, from the one after the active player round to the active player last,
//!   does it ([`Ph::Add`], [`Ph::Remove`]): adding puts a follower from their supply on the
//!   very spot of one of their followers of that kind (`add meeple 2 -1 road E`; any of
//!   their followers that may stand on such a feature: a big meeple, a wagon, a mayor on a
//!   shield) and may be declined (`pass`); taking back is compulsory (`remove meeple 2 -1
//!   road E`). A player with no follower of the kind on the board, or adding with none
//!   in supply, is skipped. When nobody has a follower of the kind on the board the
//!   choice would change nothing, and is not asked.
//! - Nothing scores after it: the features keep their shape.
//! - A follower of the kind is a follower (`FigureKind::is_follower`) standing on a
//!   feature of the kind on the board; meeples on a castle, a tower's top or in prison
//!   stand on none, and a barn, a builder, a pig or a shepherd are no followers.
//!
//! Every choice where the text is silent is written in `docs/rules.md`, "Crop Circles",
//! with its quote.

mod facts;
mod messages;

use std::fmt;

use super::{ExpansionPhase, ExpansionRules, Stage, ask, in_supply};
use crate::action::{Action, ParseActionError};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Figure, FigureKind, Game};
use crate::notation::BoxNotation;
use crate::seat::Seat;
use crate::setup::Expansion;
use crate::target::Target;
use crate::tile::FeatureKind;
use crate::turn::Step;

/// The kind of a crop circle: the followers it concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Circle {
    /// The rake (« fourche »): farmers, in fields.
    Rake,
    /// The club (« massue »): highwaymen, on roads.
    Club,
    /// The shield (« bouclier »): knights, in cities.
    Shield,
}

impl Circle {
    /// The three, in the order of their markers.
    pub const ALL: [Circle; 3] = [Circle::Rake, Circle::Club, Circle::Shield];

    /// Its word in the front ends' words (and its tiles' marker).
    pub const fn word(self) -> &'static str {
        match self {
            Circle::Rake => "rake",
            Circle::Club => "club",
            Circle::Shield => "shield",
        }
    }

    /// The kind of feature its followers stand on.
    pub const fn feature(self) -> FeatureKind {
        match self {
            Circle::Rake => FeatureKind::Field,
            Circle::Club => FeatureKind::Road,
            Circle::Shield => FeatureKind::City,
        }
    }

    /// The circle on a tile of this box, by its marker; `None` for any other tile.
    pub fn of(kind: crate::catalog::TileKind) -> Option<Circle> {
        let m = &kind.def().markers;
        [(m.rake, Circle::Rake), (m.club, Circle::Club), (m.shield, Circle::Shield)]
            .into_iter()
            .find_map(|(on, circle)| on.then_some(circle))
    }
}

crate::words!(Circle);

/// What the placer chooses every player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// Each adds a follower beside one of theirs of the kind.
    Add,
    /// Each takes back one of theirs of the kind.
    Remove,
}

impl Mode {
    /// Both, adding first.
    pub const ALL: [Mode; 2] = [Mode::Add, Mode::Remove];

    /// Its word in the notation (`crop add`).
    pub const fn word(self) -> &'static str {
        match self {
            Mode::Add => "add",
            Mode::Remove => "remove",
        }
    }
}

crate::words!(Mode, ParseError, ParseError::Mode);

/// What a player does at a crop circle (`Action::Expansion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// The circle's placer chooses what every player does (`crop add`, `crop remove`).
    Choose(Mode),
    /// Put this follower from supply on the spot of one's follower there (`add 2 -1 road
    /// E`, a meeple; `add 2 -1 road E big`).
    Add(FigureKind, Target),
    /// Take back one's follower of this kind there (`remove 2 -1 road E`, a meeple;
    /// `remove 2 -1 road E wagon`).
    Remove(FigureKind, Target),
}

impl BoxNotation for Act {
    #[cfg(test)]
    const SAMPLES: &'static [&'static str] = &[
        "crop add",
        "crop remove",
        "add 2 -1 road E",
        "add 0 -1 city N big",
        "remove 1 0 field Ne",
        "remove 2 -1 road E wagon",
    ];

    const VERBS: &'static [&'static str] = &["crop", "add", "remove"];

    fn verb(self) -> &'static str {
        match self {
            Act::Choose(_) => "crop",
            Act::Add(..) => "add",
            Act::Remove(..) => "remove",
        }
    }

    /// A figure is named after the target, as the portal's is; left out it is a meeple
    /// (`add 2 -1 road E`).
    fn parse(verb: &str, rest: &[&str]) -> Option<Result<Act, ParseActionError>> {
        let target = |at: &[&str]| at.join(" ").parse::<Target>().map_err(ParseActionError::from);
        let figure_and_target = || -> Result<(FigureKind, Target), ParseActionError> {
            match rest.split_last() {
                Some((word, at)) if let Some(figure) = FigureKind::from_word(word) => {
                    Ok((figure, target(at)?))
                }
                _ => Ok((FigureKind::Meeple, target(rest)?)),
            }
        };
        Some(match verb {
            "crop" => match rest {
                [word] => word.parse().map(Act::Choose).map_err(ParseActionError::from),
                _ => Err(ParseError::Mode(rest.join(" ")).into()),
            },
            "add" => figure_and_target().map(|(f, t)| Act::Add(f, t)),
            "remove" => figure_and_target().map(|(f, t)| Act::Remove(f, t)),
            _ => return None,
        })
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Choose(mode) => write!(f, "crop {mode}"),
            Act::Add(FigureKind::Meeple, target) => write!(f, "add {target}"),
            Act::Remove(FigureKind::Meeple, target) => write!(f, "remove {target}"),
            Act::Add(kind, target) => write!(f, "add {target} {}", kind.spec().word),
            Act::Remove(kind, target) => write!(f, "remove {target} {}", kind.spec().word),
        }
    }
}

/// Text that is not one of its actions, in a way of its own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// `crop` names what everyone does: `add` or `remove`.
    #[error("`crop` takes add or remove, not `{0}`")]
    Mode(String),
}

/// What happened at a crop circle (`Event::Expansion`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// The circle's placer chose what every player does.
    Chosen { seat: Seat, circle: Circle, mode: Mode },
    /// `seat` put `figure` from supply on the spot `at`, beside their follower.
    Added { seat: Seat, figure: FigureKind, at: Target },
    /// `seat` took `figure` back from `at` into supply.
    Removed { seat: Seat, figure: FigureKind, at: Target },
    /// `seat` added nothing.
    Declined { seat: Seat },
}

impl Happened {
    /// Whether it showed something new: nothing of this box is hidden.
    pub(crate) fn reveals(&self) -> bool {
        false
    }
}

/// A move against Crop Circles' rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// One of its actions while no crop circle decision waits.
    #[error("followers are added or taken back only after a crop circle tile")]
    NoCircle,
    /// Anything else while a crop circle's choice or action waits.
    #[error("the crop circle's action comes first")]
    CirclePending,
    /// The target names no feature.
    #[error("there is no feature at {0}")]
    NoFeature(Target),
    /// None of the seat's followers of the circle's kind stands on that spot.
    #[error("none of your followers of the circle's kind stands at {0}")]
    NotYours(Target),
    /// The figure named has none left in supply.
    #[error("you have no {} left in supply", .0.name())]
    NoneInSupply(FigureKind),
    /// The figure named may not stand on that kind of feature (an abbot, a mayor on a
    /// road).
    #[error("a {name} does not go on a {feature}", name = .0.name(), feature = .1)]
    CannotStand(FigureKind, FeatureKind),
}

/// Crop Circles' decisions (`Phase::Expansion`), each carrying its circle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ph {
    /// The active player chooses: every player adds, or every player takes back.
    Choose(Circle),
    /// A player adds a follower of the kind, or passes.
    Add(Circle),
    /// A player takes back a follower of the kind.
    Remove(Circle),
}

impl Ph {
    /// Its circle.
    pub fn circle(self) -> Circle {
        match self {
            Ph::Choose(c) | Ph::Add(c) | Ph::Remove(c) => c,
        }
    }
}

super::game_view! {
    /// Crop Circles as everyone sees it: nothing is hidden.
    CropCirclesView
}

impl<'g> CropCirclesView<'g> {
    /// Where `seat`'s followers of `circle`'s kind stand, each spot once: what a crop
    /// circle would add to or take back from.
    pub fn posts(&self, seat: Seat, circle: Circle) -> Vec<Target> {
        posts(self.game, seat, circle)
    }
}

/// Whether `f` is a follower of `circle`'s kind: one standing on such a feature.
fn of_kind(game: &Game, f: &Figure, circle: Circle) -> bool {
    f.kind.is_follower() && game.board.segment(f.tile, f.segment).kind == circle.feature()
}

/// Where `seat`'s followers of `circle`'s kind stand, each spot once, in board order.
fn posts(game: &Game, seat: Seat, circle: Circle) -> Vec<Target> {
    let mut out: Vec<Target> = game
        .figures
        .iter()
        .filter(|f| f.owner == seat && of_kind(game, f, circle))
        .filter_map(|f| Target::canonical(&game.board, f.tile, f.segment))
        .collect();
    out.dedup();
    out
}

/// The followers `seat` may add at a circle of `circle`'s kind: those in supply that
/// stand on such a feature.
fn addable(game: &Game, seat: Seat, circle: Circle) -> impl Iterator<Item = FigureKind> + '_ {
    FigureKind::all().filter(move |&k| {
        k.is_follower() && k.spec().stands_on.contains(&circle.feature()) && in_supply(game, seat, k)
    })
}

/// `seat`'s answers to `ph` (none: the seat is skipped).
fn answers_of(game: &Game, seat: Seat, ph: Ph, out: &mut Vec<Action>) {
    let circle = ph.circle();
    match ph {
        Ph::Choose(_) => out.extend(Mode::ALL.map(|m| Action::from(Act::Choose(m)))),
        Ph::Add(_) => {
            let posts = posts(game, seat, circle);
            for kind in addable(game, seat, circle) {
                out.extend(posts.iter().map(|&t| Action::from(Act::Add(kind, t))));
            }
        }
        Ph::Remove(_) => {
            let mut own: Vec<(FigureKind, Target)> = Vec::new();
            for f in game.figures.iter().filter(|f| f.owner == seat && of_kind(game, f, circle)) {
                let Some(t) = Target::canonical(&game.board, f.tile, f.segment) else { continue };
                if !own.contains(&(f.kind, t)) {
                    own.push((f.kind, t));
                }
            }
            out.extend(own.into_iter().map(|(k, t)| Action::from(Act::Remove(k, t))));
        }
    }
}

/// Asks the next seat after `after` that has something to do at `ph`, up to the active
/// player, who acts last (after the active player's own choice, the whole round);
/// nobody left, the action is over. The active player is asked
/// through the agenda: the answer being played is theirs when they chose, and the game
/// clears the answering seat's decisions after it.
fn ask_next(game: &mut Game, after: Seat, ph: Ph) {
    let n = game.players.len() as u8;
    let active = game.active;
    let mut seat = after;
    loop {
        seat = Seat((seat.0 + 1) % n);
        let mut answers = Vec::new();
        answers_of(game, seat, ph, &mut answers);
        if !answers.is_empty() {
            if seat == active {
                game.agenda.push(Step::Ask(ph.into()));
            } else {
                game.decisions.push(ask(seat, ph.into()));
            }
            return;
        }
        if seat == active {
            return;
        }
    }
}

/// After `seat` added or took back (or passed): the next one's turn, unless `seat` is
/// the active player, who acts last.
fn go_on(game: &mut Game, seat: Seat, ph: Ph) {
    if seat != game.active {
        ask_next(game, seat, ph);
    }
}

/// The decision of this box `seat` answers, if any.
fn asked(game: &Game, seat: Seat) -> Option<Ph> {
    game.decisions.iter().filter(|d| d.seats.contains(seat)).find_map(|d| Ph::of(d.phase))
}

/// The rules version from which a circle's action ends the part of the turn that placed
/// the circle, before Traders & Builders draws the builder's second tile
/// (`docs/rules.md`, Crop Circles, Traders & Builders). Earlier, each tile's end of turn
/// asked for the last tile placed, after the second tile: a circle as the first part's
/// tile had no action, one as the second tile had it twice. Version 23 moved this box's
/// step; from 24 the turn orders every box's (`turn::PARTS_SINCE`).
const PART_OF_THE_TURN_SINCE: u32 = 23;

/// Crop Circles' place in the turn: its rules, registered in `rules::rules_of`.
#[derive(Debug)]
pub(crate) struct Rules;

impl ExpansionRules for Rules {
    /// In rules version 23 only, with Traders & Builders: this tile's end of turn is
    /// moved to run just before that box's, which then drew the builder's second tile on
    /// top of the rest: so each part of a double turn ends with its own circle's action,
    /// and the second tile is placed after it (the bazaar's auction, a step of an
    /// earlier box, still comes before both). From version 24 the turn itself ends every
    /// box's step of a part before the second tile (`turn::PARTS_SINCE`): nothing to move.
    fn placed(&self, game: &mut Game, _events: &mut Vec<Event>) {
        if game.setup.version != PART_OF_THE_TURN_SINCE {
            return;
        }
        // The stages of the tile just placed are the agenda's last, run last first.
        let at = |agenda: &[Step], e| agenda.iter().rposition(|&s| s == Step::Module(e, Stage::EndOfTurn));
        let ours = at(&game.agenda, Expansion::CropCircles);
        let builders = at(&game.agenda, Expansion::TradersBuilders);
        if let (Some(ours), Some(builders)) = (ours, builders)
            && ours < builders
        {
            let step = game.agenda.remove(ours);
            game.agenda.insert(builders, step);
        }
    }

    /// The turn of a circle tile ends with its action: its player chooses, unless no
    /// follower of the kind is on the board.
    fn step(&self, game: &mut Game, stage: Stage, _events: &mut Vec<Event>) {
        if stage != Stage::EndOfTurn {
            return;
        }
        let placed = game.board.tiles().last().expect("a tile was placed").kind;
        let Some(circle) = Circle::of(placed) else { return };
        if game.figures.iter().any(|f| of_kind(game, f, circle)) {
            game.decisions.push(ask(game.active, Ph::Choose(circle).into()));
        }
    }

    /// A player who adds nothing: the next one adds.
    fn decline(&self, game: &mut Game, seat: Seat, phase: ExpansionPhase, events: &mut Vec<Event>) {
        let ph = Ph::of(crate::decision::Phase::Expansion(phase)).expect("its own decision");
        events.push(Happened::Declined { seat }.into());
        go_on(game, seat, ph);
    }
}

impl Ph {
    /// Adds the legal answers of the seat asked (`Game::legal_actions`): one seat at a
    /// time is asked at a crop circle.
    pub(crate) fn answers(self, game: &Game, out: &mut Vec<Action>) {
        let asked = game.decisions.iter().find(|d| Ph::of(d.phase) == Some(self));
        if let Some(seat) = asked.and_then(|d| d.seats.iter().next()) {
            answers_of(game, seat, self, out);
            // Adding may be declined.
            if matches!(self, Ph::Add(_)) {
                out.push(Action::Pass);
            }
        }
    }
}

impl Act {
    /// Plays it for `seat`, every check before any change (`rules::apply` hands it
    /// over, once its decision accepted it).
    pub(crate) fn play(self, game: &mut Game, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let ph = asked(game, seat).ok_or(Refusal::NoCircle)?;
        let circle = ph.circle();
        match self {
            Act::Choose(mode) => {
                events.push(Happened::Chosen { seat, circle, mode }.into());
                let next = match mode {
                    Mode::Add => Ph::Add(circle),
                    Mode::Remove => Ph::Remove(circle),
                };
                ask_next(game, seat, next);
            }
            Act::Add(kind, target) => {
                let (tile, segment) = post(game, seat, circle, target)?;
                if !kind.is_follower() || !kind.spec().stands_on.contains(&circle.feature()) {
                    return Err(Refusal::CannotStand(kind, circle.feature()).into());
                }
                if !in_supply(game, seat, kind) {
                    return Err(Refusal::NoneInSupply(kind).into());
                }
                if kind == FigureKind::Meeple {
                    game.players[seat].meeples -= 1;
                }
                game.figures.push(Figure { owner: seat, kind, tile, segment });
                game.features.add_meeple(game.features.node(tile, segment), seat, kind);
                events.push(Happened::Added { seat, figure: kind, at: target }.into());
                go_on(game, seat, ph);
            }
            Act::Remove(kind, target) => {
                let (tile, segment) = post(game, seat, circle, target)?;
                let index = game
                    .figures
                    .iter()
                    .position(|f| f.owner == seat && f.kind == kind && (f.tile, f.segment) == (tile, segment))
                    .ok_or(Refusal::NotYours(target))?;
                let f = game.figures.remove(index);
                game.features.remove_meeple(game.features.node(tile, segment), seat, kind);
                if kind == FigureKind::Meeple {
                    game.players[seat].meeples += 1;
                }
                events.push(Happened::Removed { seat, figure: f.kind, at: target }.into());
                go_on(game, seat, ph);
            }
        }
        Ok(())
    }
}

/// The placed tile and segment `target` names, where one of `seat`'s followers of
/// `circle`'s kind stands.
fn post(game: &Game, seat: Seat, circle: Circle, target: Target) -> Result<(usize, usize), RuleError> {
    let (tile, segment) = target.resolve(&game.board).ok_or(Refusal::NoFeature(target))?;
    let mine = game
        .figures
        .iter()
        .any(|f| f.owner == seat && of_kind(game, f, circle) && (f.tile, f.segment) == (tile, segment));
    if !mine {
        return Err(Refusal::NotYours(target).into());
    }
    Ok((tile, segment))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TileKind;
    use crate::setup::Expansion;

    /// The box, checked against its table's checks (`tiles-reference.md`): 6 tiles, two
    /// of each circle; the circle survives rotation (a tile property); no spot on the
    /// circle (it is no segment); `CC/CcCc` has two cities and no field.
    #[test]
    fn the_box() {
        let ours: Vec<TileKind> = TileKind::of_box(Expansion::CropCircles).collect();
        assert_eq!(ours.iter().map(|k| u32::from(k.def().count)).sum::<u32>(), 6);
        for circle in Circle::ALL {
            assert_eq!(ours.iter().filter(|&&k| Circle::of(k) == Some(circle)).count(), 2, "{circle}");
        }
        for k in &ours {
            let def = k.def();
            assert!(!def.segments.iter().any(|s| s.kind == FeatureKind::Monastery), "{k}");
            assert!(def.segments.iter().all(|s| s.pennants == 0), "{k}");
        }
        let both = TileKind::from_id("CC/CcCc").unwrap();
        let kinds: Vec<FeatureKind> = both.def().segments.iter().map(|s| s.kind).collect();
        assert_eq!(kinds.iter().filter(|&&k| k == FeatureKind::City).count(), 2);
        assert_eq!(kinds.iter().filter(|&&k| k == FeatureKind::Field).count(), 0);
        assert!(TileKind::from_id("BA/Rr").and_then(Circle::of).is_none());
    }

    #[test]
    fn bad_text_is_named() {
        assert_eq!("crop".parse::<Action>(), Err(ParseError::Mode(String::new()).into()));
        assert_eq!("crop sow".parse::<Action>(), Err(ParseError::Mode("sow".into()).into()));
        assert!(matches!("remove meeple road".parse::<Action>(), Err(ParseActionError::Target(_))));
        let t: Target = "1 0 road E".parse().unwrap();
        assert_eq!("add 1 0 road E".parse::<Action>(), Ok(Act::Add(FigureKind::Meeple, t).into()));
        assert_eq!(
            "add 1 0 road E big".parse::<Action>(),
            Ok(Act::Add(crate::rules::inns_cathedrals::BIG_MEEPLE, t).into())
        );
        assert!(matches!("add 1 0 road E wizard".parse::<Action>(), Err(ParseActionError::Target(_))));
    }
}
