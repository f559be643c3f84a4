//! The figure spots of the tile just placed as players see them: numbered as the board
//! image numbers them (the renderer's [`render::figure_spots`], a spot once however
//! many figures may stand there) and named in plain words from where the image draws
//! their discs ("road", "field north-east"; "route", "pré nord-est"), where the
//! notation says `field Nw`. The notation stays in commands and `help`; it must not name
//! a spot by anything the image does not show.
//!
//! This module decides what tells spots apart; the `spot-*` messages of `choices.ftl`
//! (and the features' names, `feature-name-<word>`) word it in the reader's language.

use carcassonne_engine::{Action, Audience, Board, Compass, FeatureKind, Footprint, Port, Spot, View};

use super::error::UserError;
use super::{spelling, verbs};
use crate::locale::Lang;

use crate::render::{self, Mark, compass_word};

/// One open spot: its number on the board image, from 1, and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenSpot {
    pub number: usize,
    pub spot: Spot,
    pub words: String,
}

impl OpenSpot {
    /// The number as players see it on the image, circled: ①, ②…
    pub fn mark(&self) -> String {
        circled(self.number)
    }
}

/// The spots where the active player may put a figure on the tile just placed, while
/// the game waits for that, worded in `lang`; empty otherwise.
///
/// A spot alone of its kind is named by its kind ("road"); others by where their disc
/// sits on the tile ("field south-east", "road in the middle"), taken from the renderer
/// so the words and the image agree; spots whose discs still share those words are told
/// apart by how they lie to one another ("field south-east (west of the two)"). No two
/// spots of one step share words, in any language.
pub fn open_spots(view: &View, lang: Lang) -> Vec<OpenSpot> {
    match view.last_placed() {
        Some(tile) => named(view.board(), tile, render::figure_spots(view), lang),
        None => Vec::new(),
    }
}

/// `spots` of placed tile `tile`, numbered in order and worded as [`open_spots`] words
/// a figure step's.
fn named(board: &Board, tile: usize, spots: Vec<Spot>, lang: Lang) -> Vec<OpenSpot> {
    // The middle stands in for a disc that could not be found, which a legal spot
    // always has.
    let disc = |spot: &Spot| render::spot_on_tile(board, tile, spot.resolve_on(board, tile)?);
    let discs: Vec<(f32, f32)> = spots.iter().map(|s| disc(s).unwrap_or((0.5, 0.5))).collect();
    let names: Vec<(FeatureKind, Place)> = spots
        .iter()
        .zip(&discs)
        .map(|(spot, &at)| {
            if spots.iter().filter(|s| s.kind == spot.kind).count() == 1 {
                return (spot.kind, Place::Alone);
            }
            (spot.kind, place(at).map_or(Place::Middle, |point| Place::Toward(agreeing(point, *spot))))
        })
        .collect();
    let which = tell_apart(&names, &discs);
    spots
        .into_iter()
        .zip(names.into_iter().zip(which))
        .enumerate()
        .map(|(i, (spot, ((kind, place), which)))| OpenSpot {
            number: i + 1,
            spot,
            words: say(lang, kind, place, which),
        })
        .collect()
}

/// Where a spot is said to be on its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// Alone of its kind: the kind says it all.
    Alone,
    /// Its disc lies toward a compass point from the tile's middle.
    Toward(Compass),
    /// Its disc lies in the middle.
    Middle,
}

/// How a spot lies among those that share its words: the side it is on of two, or its
/// rank from a side of several; each side a compass word (`west`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Which {
    OfTwo(&'static str),
    Rank(usize, &'static str),
}

/// A spot's words in `lang`: "field south-east (west of the two)".
fn say(lang: Lang, kind: FeatureKind, place: Place, which: Option<Which>) -> String {
    let feature = || lang.feature(kind.word()).into_iter();
    let words = match place {
        Place::Alone => lang.feature_name(kind.word()),
        Place::Toward(point) => {
            lang.say("spot-toward", feature().chain([("point", compass_word(point).into())]))
        }
        Place::Middle => lang.say("spot-middle", feature()),
    };
    apart(lang, kind, words, which)
}

/// A spot's `words`, told apart from others alike by `which` ([`tell_apart`]), its
/// feature's grammar agreeing in `lang` (« 1er », « 1re »).
fn apart(lang: Lang, kind: FeatureKind, words: String, which: Option<Which>) -> String {
    let feature = lang.feature(kind.word()).into_iter();
    match which {
        None => words,
        Some(Which::OfTwo(side)) => {
            lang.say("spot-of-two", feature.chain([("spot", words.into()), ("side", side.into())]))
        }
        Some(Which::Rank(rank, from)) => lang.say(
            "spot-rank",
            feature.chain([("spot", words.into()), ("rank", rank.into()), ("from", from.into())]),
        ),
    }
}

/// `words`, said alike of each of `spots` of the placed tile `tile` (two halves of a
/// field both "field south-east"), told apart in `lang` by how their discs lie to one
/// another, as the figure step's spots are: "field south-east (west of the two)".
pub(super) fn told_apart(view: &View, tile: usize, spots: &[Spot], words: &str, lang: Lang) -> Vec<String> {
    let board = view.board();
    let disc = |spot: &Spot| render::spot_on_tile(board, tile, spot.resolve_on(board, tile)?);
    let discs: Vec<(f32, f32)> = spots.iter().map(|s| disc(s).unwrap_or((0.5, 0.5))).collect();
    let which = tell_apart(&vec![(); spots.len()], &discs);
    spots.iter().zip(which).map(|(spot, which)| apart(lang, spot.kind, words.to_string(), which)).collect()
}

/// The figure step's marks of the expansions' own places (the monument for its
/// architect, each objective for a cube), with the circled number the image gives a
/// numbered one (after the tile's spots); a labelled one has none, the image naming it
/// as its legend does.
pub fn own_marks(view: &View) -> Vec<(Action, Option<String>)> {
    let marks = render::figure_marks(view).into_iter().enumerate();
    marks
        .filter_map(|(i, (mark, _))| match mark {
            Mark::Numbered(action) => Some((action, Some(circled(i + 1)))),
            Mark::Labelled(action) => Some((action, None)),
            Mark::Spot(_) => None,
        })
        .collect()
}

/// The compass point of a disc at `(x, y)` on its tile (fractions, x east, y south)
/// seen from the tile's middle, to the nearest eighth of a turn; `None` within
/// [`MIDDLE`] of the middle.
fn place((x, y): (f32, f32)) -> Option<Compass> {
    let (dx, dy) = (x - 0.5, y - 0.5);
    if dx.hypot(dy) < MIDDLE {
        return None;
    }
    Compass::toward(dx, dy)
}

/// Which way from its tile's middle the border `spot`'s notation names lies (x east,
/// y south): `city N` north, `field Es` east and a little south, `road S1` the west
/// half of a large tile's south side; `None` for a spot that names none (`monastery`,
/// `field 2`).
fn edge_offset(spot: Spot) -> Option<(f32, f32)> {
    let (footprint, (x, y)) = match spot.port? {
        Port::Edge(d) => (Footprint::Single, Footprint::Single.edge_point(d.index())),
        Port::Half(h) => (Footprint::Single, Footprint::Single.half_point(h.index())),
        Port::Segment(e) => (Footprint::Square, Footprint::Square.edge_point(e.into())),
        Port::SegmentHalf(h) => (Footprint::Square, Footprint::Square.half_point(h.into())),
        Port::Inner(_) => return None,
    };
    let middle = footprint.size() as f32 / 2.0;
    Some((x - middle, y - middle))
}

/// Whether compass `point` names the border `spot`'s notation names, within an eighth
/// of a turn (`north-east` names `city N`, `east` does not); any point does for a spot
/// that names no border.
fn names_edge(point: Compass, spot: Spot) -> bool {
    let Some((dx, dy)) = edge_offset(spot) else { return true };
    let off = (dx.atan2(-dy).to_degrees() - point as usize as f32 * 45.0).rem_euclid(360.0);
    off <= 45.5 || off >= 314.5
}

/// The compass point a spot is said to lie toward: its disc's, `point`, unless that
/// names another border than its command does — then the command's, so that the words
/// and the command name the feature alike. Two cities crossing without joining
/// (Abbey & Mayor's `AM/CCcc+`) have their discs near the crossing: the city from north
/// to south drawn east of it is « city north » for `meeple city N`, never « city east ».
fn agreeing(point: Compass, spot: Spot) -> Compass {
    match edge_offset(spot) {
        Some((dx, dy)) if !names_edge(point, spot) => Compass::toward(dx, dy).unwrap_or(point),
        _ => point,
    }
}

/// How near the middle of its tile a disc is said to be "in the middle", as a fraction
/// of the tile: a disc's own radius.
const MIDDLE: f32 = 0.125;

/// How each spot lies among those sharing its `names` (`None` for one alone), along the
/// axis where their discs (`discs`, in the same order) lie farthest apart: west of
/// the two, 2nd from the north.
fn tell_apart<T: PartialEq>(names: &[T], discs: &[(f32, f32)]) -> Vec<Option<Which>> {
    let mut which = vec![None; names.len()];
    for (i, same) in names.iter().enumerate() {
        let group: Vec<usize> = (0..names.len()).filter(|&j| names[j] == *same).collect();
        if group.len() < 2 || group[0] != i {
            continue;
        }
        // A disc's coordinate across (x, east) or down (y, south) the tile.
        let at = |j: usize, across: bool| if across { discs[j].0 } else { discs[j].1 };
        let spread = |across: bool| {
            let values = group.iter().map(|&j| at(j, across));
            values.clone().fold(f32::MIN, f32::max) - values.fold(f32::MAX, f32::min)
        };
        let across = spread(true) >= spread(false);
        let (from, to) = if across { ("west", "east") } else { ("north", "south") };
        let mut order = group.clone();
        order.sort_by(|&a, &b| at(a, across).total_cmp(&at(b, across)));
        for (rank, &j) in order.iter().enumerate() {
            which[j] = Some(match (order.len(), rank) {
                (2, 0) => Which::OfTwo(from),
                (2, _) => Which::OfTwo(to),
                (_, rank) => Which::Rank(rank + 1, from),
            });
        }
    }
    which
}

/// `n` in a circle up to 20 (①…⑳), in brackets beyond.
pub fn circled(n: usize) -> String {
    match n {
        1..=20 => char::from_u32(0x2460 + n as u32 - 1).map_or_else(|| format!("({n})"), String::from),
        _ => format!("({n})"),
    }
}

/// A spot anywhere on the board in words, as the renderer names it on the image's
/// list of choices too.
pub use crate::render::spot_words;

impl super::Service {
    /// Reads a typed line as a command in the channel's game: as the notation reads it
    /// (`Command`'s `from_str`), and besides, for a verb that takes a spot,
    /// the spot as the board image shows it where the notation wants more: its number
    /// (`meeple 1`), or a kind of feature of which the tile just placed has one open
    /// spot (`meeple city`, where the notation says `meeple city N`). Anything else
    /// is refused as the notation refuses it.
    ///
    /// # Errors
    /// The line is no command, or names no spot of the figure step.
    pub fn read_command(&mut self, ctx: &super::Context, line: &str) -> Result<super::Command, UserError> {
        let error = match verbs::parse(line) {
            Ok(command) => return Ok(command),
            Err(error) => error,
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((word, rest)) = words.split_first() else { return Err(error) };
        let takes_spot =
            |v: &&verbs::Verb| v.params.iter().any(|p| matches!(p.suggest, verbs::Suggest::Spots(_)));
        let Some(verb) = verbs::find(word).filter(takes_spot) else { return Err(error) };
        let said = spelling::read(verb.spelling, rest);
        let [said] = said.as_slice() else { return Err(error) };
        let Some(game) = self.table(ctx).ok().and_then(|t| t.game) else { return Err(error) };
        let open = open_spots(&game.view(Audience::Public), ctx.lang());
        let found: Vec<&OpenSpot> = match (said.parse::<usize>(), FeatureKind::from_word(said)) {
            (Ok(number), _) => open.iter().filter(|s| s.number == number).collect(),
            (_, Some(kind)) => open.iter().filter(|s| s.spot.kind == kind).collect(),
            _ => Vec::new(),
        };
        match found.as_slice() {
            [one] => verbs::parse(&format!("{} {}", verb.word, one.spot)),
            _ => Err(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::GameRng;
    use carcassonne_engine::rules::bridges_castles_bazaars::Act;
    use carcassonne_engine::{Audience, Expansions, Game, Phase, Setup};

    use super::*;
    use crate::render::COMPASS_WORDS;

    /// The direction a compass word points to, clockwise from north in degrees.
    fn degrees(word: &str) -> Option<f32> {
        COMPASS_WORDS.iter().position(|w| *w == word).map(|i| i as f32 * 45.0)
    }

    /// Checks one figure step: distinct words, each naming where its disc is drawn (or,
    /// where that is not the command's border, where the border is).
    fn check_step(view: &View, spots: &[OpenSpot]) {
        let board = view.board();
        let tile = view.last_placed().expect("a tile was placed");
        for open in spots {
            let clashes = spots.iter().filter(|o| o.words == open.words).count();
            assert_eq!(clashes, 1, "{:?} on {}", spots, board.tiles()[tile].kind.id());
            let segment = open.spot.resolve_on(board, tile).expect("a spot of the tile");
            let (x, y) = render::spot_on_tile(board, tile, segment).expect("a disc");
            let (dx, dy) = (x - 0.5, y - 0.5);
            let words = open.words.split(" (").next().unwrap_or_default();
            let place = words.strip_prefix(open.spot.kind.word()).unwrap_or_default().trim();
            match place {
                "" => assert_eq!(spots.iter().filter(|o| o.spot.kind == open.spot.kind).count(), 1),
                "in the middle" => assert!(dx.hypot(dy) < MIDDLE, "{open:?} at {x} {y}"),
                // Where the disc is drawn, unless that is not where the command's
                // border lies (`agreeing`): then where that border lies.
                word => {
                    let want = degrees(word).unwrap_or_else(|| panic!("{word}"));
                    let (dx, dy) = match Compass::toward(dx, dy) {
                        Some(disc) if !names_edge(disc, open.spot) => {
                            edge_offset(open.spot).expect("an edge")
                        }
                        _ => (dx, dy),
                    };
                    let off = (dx.atan2(-dy).to_degrees() - want).rem_euclid(360.0);
                    assert!(off <= 22.5 || off >= 337.5, "{open:?} drawn at {x} {y}");
                }
            }
        }
    }

    /// Checks one figure step's French words: distinct, each spot numbered as in
    /// English, and no English word among them.
    fn check_french(french: &[OpenSpot], english: &[OpenSpot]) {
        for (fr, en) in french.iter().zip(english) {
            assert_eq!((fr.number, fr.spot), (en.number, en.spot));
            assert_eq!(french.iter().filter(|o| o.words == fr.words).count(), 1, "{french:?}");
            let english_words = crate::service::tile_words::english::words_in(&fr.words);
            assert!(english_words.is_empty(), "{fr:?}: {english_words:?}");
        }
        assert_eq!(french.len(), english.len());
    }

    /// Random games with every expansion: in each figure step no two spots share
    /// words (in either language), each compass word names where the spot's disc is
    /// drawn on the tile, and a bridge built during the step keeps every spot's number.
    #[test]
    fn spot_words_are_distinct_and_where_the_discs_are() {
        let expansions = crate::service::EXPANSIONS.into_iter().fold(Expansions::default(), Expansions::with);
        let (mut steps, mut bridges) = (0, 0);
        for seed in 0..40 {
            let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).expect("setup");
            let mut rng = GameRng::from_seed(seed);
            while let Some(pending) = game.pending() {
                let seat = pending.seats.iter().next().expect("a seat");
                let before = open_spots(&game.view(Audience::Public), Lang::En);
                if !before.is_empty() {
                    check_step(&game.view(Audience::Public), &before);
                    check_french(&open_spots(&game.view(Audience::Public), Lang::Fr), &before);
                    steps += 1;
                }
                let actions = game.legal_actions(seat);
                // A bridge whenever one may be built in the figure step, to see the
                // spots after it.
                let bridge = actions.iter().find(|&&a| matches!(Act::of(a), Some(Act::Bridge(_))));
                let action = match bridge {
                    Some(&bridge) if game.phase() == Phase::PlaceFigure => bridge,
                    _ => actions[rng.below(actions.len())],
                };
                game.apply(seat, action).expect("a legal action");
                if matches!(Act::of(action), Some(Act::Bridge(_))) && game.phase() == Phase::PlaceFigure {
                    bridges += 1;
                    let after = open_spots(&game.view(Audience::Public), Lang::En);
                    for open in &before {
                        let kept = after.iter().find(|a| a.spot == open.spot).map(|a| a.number);
                        assert_eq!(kept, Some(open.number), "{before:?} then {after:?}");
                    }
                }
            }
        }
        assert!(steps > 1000 && bridges > 100, "{steps} figure steps, {bridges} bridges");
    }

    /// Whether the words of a field spot (`field south-west`, in English) name the
    /// half-edge its notation gives: a compass word names the halves whose middle lies
    /// within an eighth of a turn of its direction (`south-west`: `Sw` and `Ws`); a
    /// spot alone of its kind or in the middle names none in particular.
    fn words_name_the_half(open: &OpenSpot) -> bool {
        let (point, footprint, half) = match open.spot.port {
            Some(Port::Half(h)) => (Footprint::Single.half_point(h.index()), Footprint::Single, h.index()),
            Some(Port::SegmentHalf(h)) => {
                (Footprint::Square.half_point(h.into()), Footprint::Square, usize::from(h))
            }
            _ => return true,
        };
        let words = open.words.split(" (").next().unwrap_or_default();
        let place = words.strip_prefix(open.spot.kind.word()).unwrap_or_default().trim();
        let Some(want) = degrees(place) else { return true };
        let middle = footprint.size() as f32 / 2.0;
        let (dx, dy) = (point.0 - middle, point.1 - middle);
        let off = (dx.atan2(-dy).to_degrees() - want).rem_euclid(360.0);
        assert!(half < 16);
        off <= 45.0 || off >= 315.0
    }

    /// Random games with every expansion: every field spot of every figure step names,
    /// in its notation (the prompt's command, the buttons' and autocomplete's action,
    /// the image's legend, the log), a half-edge its words point to: never
    /// `field south-west (`meeple field Nw`)`.
    #[test]
    fn a_field_spot_notation_names_the_edge_its_words_say() {
        let expansions = crate::service::EXPANSIONS.into_iter().fold(Expansions::default(), Expansions::with);
        let (mut fields, mut wrong) = (0, Vec::new());
        for seed in 0..60 {
            let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).expect("setup");
            let mut rng = GameRng::from_seed(seed);
            while let Some(pending) = game.pending() {
                let seat = pending.seats.iter().next().expect("a seat");
                for open in open_spots(&game.view(Audience::Public), Lang::En) {
                    if open.spot.kind == FeatureKind::Field {
                        fields += 1;
                        if !words_name_the_half(&open) {
                            wrong.push(format!("{} (`{}`)", open.words, open.spot));
                        }
                    }
                }
                let actions = game.legal_actions(seat);
                game.apply(seat, actions[rng.below(actions.len())]).expect("a legal action");
            }
        }
        assert!(fields > 1000, "{fields} field spots");
        assert!(wrong.is_empty(), "{} of {fields}: {:?}", wrong.len(), &wrong[..wrong.len().min(20)]);
    }

    /// Every tile of every box at every rotation, all its spots open: each spot's
    /// label, in each language, names the feature as its command does — a compass
    /// point in the label lies within an eighth of a turn of the edge the command
    /// names: never « ① city east (`meeple city N`) » (Abbey & Mayor's crossing cities).
    #[test]
    fn every_spot_label_names_what_its_command_names() {
        use carcassonne_engine::{Board, Placement, Pos, Rotation, TileKind};
        let mut wrong = Vec::new();
        let mut checked = 0;
        for kind in TileKind::all() {
            for rot in Rotation::ALL {
                let mut board = Board::new(1);
                let tile = board.put(kind, Placement { pos: Pos::ORIGIN, rot });
                let mut spots: Vec<Spot> = Vec::new();
                for segment in 0..board.segment_count(tile) {
                    let Some(spot) = Spot::canonical_on(&board, tile, segment) else { continue };
                    let shown = render::shown_spot(&board, tile, spot);
                    if !spots.contains(&shown) {
                        spots.push(shown);
                    }
                }
                for lang in Lang::ALL {
                    for open in named(&board, tile, spots.clone(), lang) {
                        checked += 1;
                        let words = open.words.split(" (").next().unwrap_or_default();
                        let feature = lang.feature(open.spot.kind.word());
                        let toward = |point: Compass| {
                            let point = ("point", compass_word(point).into());
                            lang.say("spot-toward", feature.clone().into_iter().chain([point]))
                        };
                        let Some(point) = Compass::ALL.into_iter().find(|&p| toward(p) == words) else {
                            continue;
                        };
                        if !names_edge(point, open.spot) {
                            wrong.push(format!(
                                "{} at {}°: {} (`{}`)",
                                kind.id(),
                                rot.degrees(),
                                open.words,
                                open.spot
                            ));
                        }
                    }
                }
            }
        }
        assert!(checked > 5000, "{checked} spots");
        assert!(wrong.is_empty(), "{} labels: {wrong:#?}", wrong.len());
    }

    /// Spots whose discs share a compass point are told apart by how they lie, in
    /// each language.
    #[test]
    fn spots_on_one_point_are_told_apart() {
        let east = (FeatureKind::Field, Place::Toward(Compass::E));
        let two = [east, (FeatureKind::Road, Place::Alone), east];
        let which = tell_apart(&two, &[(0.8, 0.6), (0.5, 0.5), (0.75, 0.3)]);
        let words = |lang| -> Vec<String> {
            two.iter().zip(&which).map(|(&(kind, place), &which)| say(lang, kind, place, which)).collect()
        };
        assert_eq!(
            words(Lang::En),
            ["field east (south of the two)", "road", "field east (north of the two)"]
        );
        assert_eq!(words(Lang::Fr), ["pré est (sud des deux)", "route", "pré est (nord des deux)"]);
        let south = (FeatureKind::Field, Place::Toward(Compass::S));
        let which = tell_apart(&[south; 3], &[(0.6, 0.8), (0.4, 0.8), (0.5, 0.8)]);
        let words =
            |lang, kind| -> Vec<String> { which.iter().map(|&w| say(lang, kind, south.1, w)).collect() };
        assert_eq!(
            words(Lang::En, FeatureKind::Field),
            [
                "field south (3rd from the west)",
                "field south (1st from the west)",
                "field south (2nd from the west)"
            ]
        );
        assert_eq!(
            words(Lang::Fr, FeatureKind::Field),
            ["pré sud (3e depuis l'ouest)", "pré sud (1er depuis l'ouest)", "pré sud (2e depuis l'ouest)"]
        );
        assert_eq!(words(Lang::Fr, FeatureKind::Road)[1], "route sud (1re depuis l'ouest)");
        assert_eq!(say(Lang::Fr, FeatureKind::City, Place::Middle, None), "ville au milieu");
        assert_eq!(say(Lang::Fr, FeatureKind::Field, Place::Toward(Compass::NW), None), "pré nord-ouest");
        assert_eq!(say(Lang::Fr, FeatureKind::Monastery, Place::Alone, None), "abbaye");
    }

    /// The monument's marks as the turn message words them, in each language.
    #[test]
    fn numbers_are_circled_as_on_the_image() {
        assert_eq!(circled(1), "①");
        assert_eq!(circled(3), "③");
        assert_eq!(circled(20), "⑳");
        assert_eq!(circled(21), "(21)");
    }
}
