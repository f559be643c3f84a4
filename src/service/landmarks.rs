//! A step's targets named as a player finds them on the board, not by coordinates
//! alone: what is there ("Bob's knight", "the tower of height 2") and a landmark a
//! player sees on its tile or next to it ("beside Bob's monastery", "on the last
//! tile"), then its cell as commands type it ("(2 -1)"). The words are the same on
//! Discord's buttons, in the autocomplete and on the board page.
//!
//! A landmark is chosen so that the targets of one step read apart: a target takes its
//! first landmark that no other target with the same words could also take; where none
//! does, the way from the tile just placed ("east of the last tile") and the cell
//! tell it. Every word comes from `landmarks.ftl`.

use std::collections::HashMap;

use carcassonne_engine::rules::tower::{TowerInfo, kind_word};
use carcassonne_engine::{FeatureKind, Figure, FigureKind, Pos, Spot, Target, View};
use fluent_bundle::FluentValue;

use super::describe::{at, name};
use super::spots::{spot_words, told_apart};
use crate::locale::Lang;

/// What a step aims at on the board, as its box declares it (`ActFacts::aim`, read by
/// [`super::offer::aim`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Aim {
    /// A feature's spot: the follower standing there, or the feature itself when none
    /// does (a portal's).
    Spot(Target),
    /// A tower, or its empty foundation, at a cell.
    Tower(Pos),
    /// The meeple on top of the tower at a cell.
    Top(Pos),
    /// A castle at a cell (the fairy's, beside a meeple).
    Castle(Pos),
    /// A whole tile at a cell (one the dragon may enter next).
    Tile(Pos),
}

impl Aim {
    fn pos(self) -> Pos {
        match self {
            Aim::Spot(target) => target.pos,
            Aim::Tower(pos) | Aim::Top(pos) | Aim::Castle(pos) | Aim::Tile(pos) => pos,
        }
    }

    /// What a player taps on the board page for it, as the page's hint counts targets.
    pub(super) fn kind(self, view: &View) -> AimKind {
        match self {
            Aim::Spot(target) if follower_at(view, target).is_some() => AimKind::Follower,
            Aim::Spot(_) => AimKind::Spot,
            Aim::Tower(pos) if height(view, pos) == 0 => AimKind::Foundation,
            Aim::Tower(_) => AimKind::Tower,
            Aim::Top(_) => AimKind::Top,
            Aim::Castle(_) => AimKind::Castle,
            Aim::Tile(_) => AimKind::Tile,
        }
    }
}

/// A kind of target as the board page marks it: a follower's ring, a marked spot, a lit
/// tower, empty foundation, tower with a meeple on top, castle or tile. The page's hint
/// counts them by their words, `page-target-<word>` (the base game's in `web.ftl`, a
/// box's in its own file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AimKind {
    Follower,
    Spot,
    Tower,
    Foundation,
    Top,
    Castle,
    Tile,
}

impl AimKind {
    /// Every kind, for the test that each has its words.
    #[cfg(test)]
    const ALL: [AimKind; 7] = [
        AimKind::Follower,
        AimKind::Spot,
        AimKind::Tower,
        AimKind::Foundation,
        AimKind::Top,
        AimKind::Castle,
        AimKind::Tile,
    ];

    fn word(self) -> &'static str {
        match self {
            AimKind::Follower => "follower",
            AimKind::Spot => "spot",
            AimKind::Tower => "tower",
            AimKind::Foundation => "foundation",
            AimKind::Top => "top",
            AimKind::Castle => "castle",
            AimKind::Tile => "tile",
        }
    }

    /// `count` targets of this kind in `lang`, as arguments of a hint: `$target`, their
    /// words (`page-target-<word>`: "3 ringed followers" without the 3), and
    /// `$target-gender`, that message's `.gender`, which French agrees with.
    pub(super) fn words(self, count: usize, lang: Lang) -> [(&'static str, FluentValue<'static>); 2] {
        let (target, gender) =
            lang.gendered(&format!("page-target-{}", self.word()), [("count", count.into())]);
        [("target", target.into()), ("target-gender", gender.into())]
    }
}

/// A target in words with its landmark, ending in its cell; and what it is, to say it
/// without its landmark where a label needs it shorter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Named {
    /// "the tower of height 2 beside Bob's monastery (2 -1)".
    pub(super) full: String,
    /// "the tower of height 2", at `pos`, in `lang`: the short name's words ([`Named::short`]).
    what: String,
    pos: Pos,
    lang: Lang,
}

impl Named {
    /// "the tower of height 2 (2 -1)": for a label the landmark would make too long. Said
    /// only where one is (a few of a portal's 119 targets, not every one).
    fn short(&self) -> String {
        let [x, y] = at(self.pos, "x", "y");
        self.lang.say("lm-short", [("what", self.what.as_str().into()), x, y])
    }

    /// The same, its full name the short one: a target with no landmark to say.
    fn with_short(self) -> Named {
        Named { full: self.short(), ..self }
    }

    /// The words `say` makes of the full name, or of the short one where the full one's
    /// pass `limit` characters (a Discord label's): the cell, which commands type, stays.
    pub(super) fn fit(&self, limit: usize, say: impl Fn(&str) -> String) -> String {
        let full = say(&self.full);
        if full.chars().count() <= limit { full } else { say(&self.short()) }
    }
}

/// Each of `aims` (a step's targets; `None` for a step with none) named in `lang`,
/// with the players' `names`, each apart from the others where a landmark can tell
/// them apart. The same aim twice (a piece or a meeple on top of one tower) is one
/// target, named once.
pub(super) fn name_all(
    view: &View,
    aims: &[Option<Aim>],
    names: &[String],
    lang: Lang,
) -> Vec<Option<Named>> {
    let mut distinct: Vec<Aim> = Vec::new();
    for aim in aims.iter().flatten() {
        if !distinct.contains(aim) {
            distinct.push(*aim);
        }
    }
    let what = subjects(view, &distinct, names, lang);
    let mut ways = Ways::new(view, lang);
    let marks: Vec<Vec<String>> =
        distinct.iter().map(|&aim| landmarks(view, aim, names, lang, &mut ways)).collect();
    // How many targets read the same take each landmark: counted once, not by comparing
    // every target's landmarks with every other's, which grew with the square of a
    // step's targets (a portal's 119: 0.4 M of its command's 27 M instructions).
    let mut taken: HashMap<(&str, &str), usize> = HashMap::new();
    for (i, own) in marks.iter().enumerate() {
        for (k, mark) in own.iter().enumerate() {
            if !own[..k].contains(mark) {
                *taken.entry((what[i].as_str(), mark.as_str())).or_default() += 1;
            }
        }
    }
    // Each target's first landmark no other target read the same could also take;
    // where none is apart, the tile just placed (or the way from it) and the cell tell it.
    let chosen: Vec<Option<&String>> = (0..distinct.len())
        .map(|i| marks[i].iter().find(|mark| taken[&(what[i].as_str(), mark.as_str())] == 1))
        .collect();
    let named: Vec<Named> = distinct
        .iter()
        .enumerate()
        .map(|(i, &aim)| {
            let named = |full| Named { full, what: what[i].clone(), pos: aim.pos(), lang };
            let from_last = ways.from(aim.pos());
            let way = from_last.clone().filter(|(last, _)| *last != aim.pos());
            let (place, kind) = match (chosen[i], way) {
                // The way from the last tile is set apart from the target's own words,
                // which may end in a compass word ("the field north-west, south of…").
                (Some(mark), Some((_, way))) if *mark == way => (way, "way"),
                (Some(mark), _) => (mark.clone(), "mark"),
                (None, Some((_, way))) => (way, "way"),
                // The last tile itself names itself ("the last tile"): no landmark more.
                (None, None) => match from_last.filter(|_| !last_tile(view, aim)) {
                    Some((_, on_last)) => (on_last, "mark"),
                    None => return named(String::new()).with_short(),
                },
            };
            let [x, y] = at(aim.pos(), "x", "y");
            let what = ("what", FluentValue::from(what[i].as_str()));
            named(lang.say("lm-named", [what, ("where", place.into()), ("kind", kind.into()), x, y]))
        })
        .collect();
    aims.iter()
        .map(|aim| aim.and_then(|aim| distinct.iter().position(|&d| d == aim)).map(|i| named[i].clone()))
        .collect()
}

/// Where `aim`, alone, stands as a player finds it: its nearest landmark and its cell
/// ("beside Bob's monastery (2 -1)", "on the last tile (0 1)"), for a sentence that
/// says what it is itself (the narration of a tower built, a capture).
pub(super) fn place(view: &View, aim: Aim, names: &[String], lang: Lang) -> String {
    let [x, y] = at(aim.pos(), "x", "y");
    match landmarks(view, aim, names, lang, &mut Ways::new(view, lang)).into_iter().next() {
        Some(mark) => lang.say("lm-place", [("where", mark.into()), x, y]),
        None => lang.say("lm-place-cell", [x, y]),
    }
}

/// What each of `aims` is ([`subject`]); where several on one tile read alike, each
/// follower says its spot too ("Bob's farmer in the field north-west"), and spots still
/// alike (two halves of a field both "south-east") say how they lie to one another.
fn subjects(view: &View, aims: &[Aim], names: &[String], lang: Lang) -> Vec<String> {
    let mut what: Vec<String> = aims.iter().map(|&aim| subject(view, aim, names, lang)).collect();
    let alike = |what: &[String], i: usize| -> Vec<usize> {
        (0..aims.len()).filter(|&j| aims[j].pos() == aims[i].pos() && what[j] == what[i]).collect()
    };
    let followers: Vec<usize> = (0..aims.len())
        .filter(|&i| alike(&what, i).len() > 1)
        .filter(|&i| matches!(aims[i], Aim::Spot(t) if follower_at(view, t).is_some()))
        .collect();
    for i in followers {
        if let Aim::Spot(target) = aims[i] {
            what[i] = say_spot(view, target, &spot_words(target.spot, lang), names, lang);
        }
    }
    for i in 0..aims.len() {
        let group = alike(&what, i);
        let (Some(&first), Aim::Spot(target)) = (group.first(), aims[i]) else { continue };
        let Some(tile) = view.board().tile_index_at(target.pos).filter(|_| group.len() > 1 && first == i)
        else {
            continue;
        };
        let spots: Vec<Spot> = group
            .iter()
            .filter_map(|&j| match aims[j] {
                Aim::Spot(t) => Some(t.spot),
                _ => None,
            })
            .collect();
        if spots.len() != group.len() {
            continue;
        }
        let words = spot_words(target.spot, lang);
        let apart = told_apart(view, tile, &spots, &words, lang);
        for (&j, apart) in group.iter().zip(apart) {
            if let Aim::Spot(t) = aims[j] {
                what[j] = say_spot(view, t, &apart, names, lang);
            }
        }
    }
    what
}

/// The follower standing on `target`, if one does.
pub(super) fn follower_at<'v>(view: &'v View, target: Target) -> Option<&'v Figure> {
    let board = view.board();
    let tile = board.tile_index_at(target.pos)?;
    view.figures().iter().find(|f| {
        f.tile == tile && f.kind.is_follower() && Target::canonical(board, f.tile, f.segment) == Some(target)
    })
}

/// What a follower is called on its feature, `lm-role-<role>`: a meeple by its role
/// there (a knight in a city), another follower by its figure's word (the big meeple,
/// the abbot).
fn role(kind: FigureKind, feature: FeatureKind) -> &'static str {
    match (kind_word(kind), feature) {
        ("meeple", FeatureKind::Road) => "thief",
        ("meeple", FeatureKind::City) => "knight",
        ("meeple", FeatureKind::Monastery) => "monk",
        ("meeple", FeatureKind::Field) => "farmer",
        (word, _) => word,
    }
}

/// The words of a follower message about `figure`: its owner and role ([`role_words`]).
fn follower_words<'a>(
    view: &View,
    figure: &Figure,
    names: &'a [String],
    lang: Lang,
) -> [(&'static str, FluentValue<'a>); 4] {
    let feature = view.board().segment(figure.tile, figure.segment).kind;
    let [role, role_name, gender] = role_words(role(figure.kind, feature), lang);
    [("owner", name(names, figure.owner).into()), role, role_name, gender]
}

/// A follower's `role` ([`role`]) in `lang`, as the landmarks' messages take it:
/// `$role`, the word; `$role-name`, its name (`lm-role-<role>`: the base game's in
/// `landmarks.ftl`, a box's follower's in its file); `$role-gender`, that message's
/// `.gender`, which French agrees with.
fn role_words(role: &'static str, lang: Lang) -> [(&'static str, FluentValue<'static>); 3] {
    let (name, gender) = lang.gendered(&format!("lm-role-{role}"), []);
    [("role", role.into()), ("role-name", name.into()), ("role-gender", gender.into())]
}

/// The height of the tower at `pos` (0 on an empty foundation or without one).
fn height(view: &View, pos: Pos) -> u8 {
    view.tower().and_then(|t| t.tower_at(pos)).map_or(0, |t| t.height)
}

/// What `aim` is, as a player sees it there: "Bob's knight", "the city north", "the
/// tower of height 2", "Bob's meeple on top of the tower of height 2", "the castle".
fn subject(view: &View, aim: Aim, names: &[String], lang: Lang) -> String {
    match aim {
        Aim::Spot(target) => match follower_at(view, target) {
            Some(figure) => lang.say("lm-follower", follower_words(view, figure, names, lang)),
            None => say_spot(view, target, &spot_words(target.spot, lang), names, lang),
        },
        Aim::Tower(pos) => match height(view, pos) {
            0 => lang.say("lm-foundation", []),
            high => lang.say("lm-tower", [("height", high.into())]),
        },
        Aim::Top(pos) => match view.tower().and_then(|t| t.tower_at(pos)) {
            Some(tower @ TowerInfo { top: Some((owner, kind)), .. }) => {
                let [role, role_name, gender] = role_words(kind_word(kind), lang);
                let owner = ("owner", name(names, owner).into());
                lang.say("lm-top", [owner, role, role_name, gender, ("height", tower.height.into())])
            }
            _ => subject(view, Aim::Tower(pos), names, lang),
        },
        Aim::Castle(_) => lang.say("lm-castle", []),
        Aim::Tile(_) if last_tile(view, aim) => lang.say("lm-tile-last", []),
        Aim::Tile(_) => lang.say("lm-tile", []),
    }
}

/// Whether `aim` is the whole tile just placed, which its words name ("the last tile").
fn last_tile(view: &View, aim: Aim) -> bool {
    let last = view.last_placed().map(|i| view.board().tiles()[i].pos);
    matches!(aim, Aim::Tile(pos) if last == Some(pos))
}

/// `target` in words with its spot said `spot` ("field south-east (west of the two)"):
/// its follower's ("Bob's farmer in the field…"), or the empty feature ("the field…").
fn say_spot(view: &View, target: Target, spot: &str, names: &[String], lang: Lang) -> String {
    let words = lang.feature(target.spot.kind.word()).into_iter().chain([("spot", spot.into())]);
    match follower_at(view, target) {
        Some(figure) => {
            lang.say("lm-follower-spot", follower_words(view, figure, names, lang).into_iter().chain(words))
        }
        None => lang.say("lm-feature", words),
    }
}

/// The landmarks of `aim`, best first: what stands on its own tile, then on the four
/// tiles beside it, then on the four diagonal ones — at each distance the tile just
/// placed first (on it, or the way from it), then followers with their owners' names,
/// towers, an empty monastery, the dragon and the fairy; last the way from the tile
/// just placed when it is further. What the aim names itself (its follower, its tower,
/// its monastery) is no landmark.
fn landmarks(view: &View, aim: Aim, names: &[String], lang: Lang, ways: &mut Ways) -> Vec<String> {
    let board = view.board();
    let pos = aim.pos();
    let own = match aim {
        Aim::Spot(target) => follower_at(view, target).map(|f| (f.tile, f.segment)),
        _ => None,
    };
    // (distance, kind, words): sorted by the first two, in the order found otherwise.
    let mut found: Vec<(u8, u8, String)> = Vec::new();
    let distance = |cell: Pos| u8::from(cell != pos) + u8::from(cell.x != pos.x && cell.y != pos.y);
    if let Some((last, words)) = ways.from(pos).filter(|_| !last_tile(view, aim)) {
        let near = (last.x - pos.x).abs() <= 1 && (last.y - pos.y).abs() <= 1;
        found.push((if near { distance(last) } else { 3 }, 0, words));
    }
    for cell in std::iter::once(pos).chain(pos.ring()) {
        let Some(tile) = board.tile_index_at(cell) else { continue };
        let far = distance(cell);
        // What stands on a whole tile aimed at names it: "the tile of Bob's knight".
        let rel = match (far, aim) {
            (0, Aim::Tile(_)) => "of",
            (0, _) => "on",
            _ => "beside",
        };
        let rel = ("rel", FluentValue::from(rel));
        let mut monk = false;
        for figure in view.figures().iter().filter(|f| f.tile == tile && f.kind.is_follower()) {
            if Some((figure.tile, figure.segment)) == own {
                continue;
            }
            let follower = follower_words(view, figure, names, lang);
            monk |= board.segment(figure.tile, figure.segment).kind == FeatureKind::Monastery;
            found.push((far, 1, lang.say("lm-at-follower", follower.into_iter().chain([rel.clone()]))));
        }
        let tower = height(view, cell);
        let itself = matches!(aim, Aim::Tower(_) | Aim::Top(_)) && cell == pos;
        if tower > 0 && !itself {
            found.push((far, 2, lang.say("lm-at-tower", [rel.clone(), ("height", tower.into())])));
        }
        let monastery =
            (0..board.segment_count(tile)).any(|s| board.segment(tile, s).kind == FeatureKind::Monastery);
        let aimed = matches!(aim, Aim::Spot(t) if t.pos == cell && t.spot.kind == FeatureKind::Monastery);
        if monastery && !monk && !aimed {
            found.push((far, 3, lang.say("lm-at-monastery", [rel.clone()])));
        }
        if let Some(pd) = view.princess_dragon() {
            if pd.dragon() == Some(cell) {
                found.push((far, 4, lang.say("lm-at-dragon", [rel.clone()])));
            }
            if pd.fairy().is_some_and(|(fairy, _)| fairy == cell) {
                found.push((far, 5, lang.say("lm-at-fairy", [rel])));
            }
        }
    }
    found.sort_by_key(|&(far, kind, _)| (far, kind));
    // A large tile is found from each of its cells: its landmark once, the nearest.
    let mut marks: Vec<String> = Vec::new();
    for (_, _, words) in found {
        if !marks.contains(&words) {
            marks.push(words);
        }
    }
    marks
}

/// The tile just placed's cell, and the nine ways a cell lies from it, each worded the
/// first time it is asked: a step's targets lie in a few of them, and each target asks
/// its own way twice (a landmark, then its name).
struct Ways {
    last: Option<Pos>,
    lang: Lang,
    said: [Option<String>; 9],
}

impl Ways {
    fn new(view: &View, lang: Lang) -> Ways {
        let last = view.last_placed().map(|i| view.board().tiles()[i].pos);
        Ways { last, lang, said: Default::default() }
    }

    /// The tile just placed's cell, and `pos` told from it: "on the last tile", or the
    /// way to it ("north-east of the last tile"); `None` before any tile is placed.
    fn from(&mut self, pos: Pos) -> Option<(Pos, String)> {
        let last = self.last?;
        let way = ((pos.x - last.x).signum(), (pos.y - last.y).signum());
        let i = usize::try_from((way.0 + 1) * 3 + way.1 + 1).unwrap_or_default();
        let lang = self.lang;
        Some((last, self.said[i].get_or_insert_with(|| way_words(way, lang)).clone()))
    }
}

/// The way `(dx, dy)` (signs) from the tile just placed, in words.
fn way_words(way: (i32, i32), lang: Lang) -> String {
    let way = match way {
        (0, 0) => return lang.say("lm-at-last", []),
        (0, -1) => "n",
        (1, -1) => "ne",
        (1, 0) => "e",
        (1, 1) => "se",
        (0, 1) => "s",
        (-1, 1) => "sw",
        (-1, 0) => "w",
        _ => "nw",
    };
    lang.say("lm-way", [("way", way.into())])
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::{Action, Audience, Expansion, Expansions, Game, GameRng, Phase, Seat, Setup};

    use super::*;
    use crate::service::choices;

    /// A game of The Tower drawing `tiles` in order, played by `moves`: each the seat
    /// and the first of its legal actions written starting with the text.
    fn played(tiles: &[&str], moves: &[(u8, &str)]) -> Game {
        played_with(Expansions::default().with(Expansion::Tower), tiles, moves)
    }

    /// [`played`], with `expansions`.
    fn played_with(expansions: Expansions, tiles: &[&str], moves: &[(u8, &str)]) -> Game {
        let mut setup = Setup::new(2, 1);
        setup.expansions = expansions;
        setup.tiles = Some(tiles.iter().map(|t| t.parse().expect("a tile")).collect());
        let (mut game, _) = Game::new(setup).expect("a game");
        for &(seat, text) in moves {
            let legal = game.view(Audience::Public).legal_actions(Seat(seat));
            let action = legal.into_iter().find(|a| a.to_string().starts_with(text));
            let action = action.unwrap_or_else(|| panic!("`{text}` is not legal"));
            game.apply(Seat(seat), action).unwrap_or_else(|e| panic!("{action}: {e}"));
        }
        game
    }

    /// The labels of the buttons of `seat`'s decision in `game` for `actions`, in `lang`,
    /// with the players Ann and Bob (or `names`).
    fn labels(game: &Game, seat: u8, names: &[&str], lang: Lang, actions: &[&str]) -> Vec<String> {
        let view = game.view(Audience::Public);
        let names: Vec<String> = names.iter().map(|n| (*n).to_string()).collect();
        let phase = game.decision_of(Seat(seat)).map_or(Phase::PlaceFigure, |d| d.phase);
        let offered = choices::options(&view, Seat(seat), phase, &names, lang);
        actions
            .iter()
            .map(|text| {
                let found = offered.iter().find(|c| c.action.to_string() == *text);
                found.unwrap_or_else(|| panic!("`{text}` not offered: {offered:?}")).label.clone()
            })
            .collect()
    }

    const ANN_BOB: [&str; 2] = ["Ann", "Bob"];

    /// Every follower of every box, on every kind of feature, has its landmark name in
    /// every language, `lm-role-<role>` (its role there, or its figure's word, which
    /// `lm-top` names too), with the same grammar as the base game's; a missing one is
    /// found.
    #[test]
    fn every_follower_has_its_landmark_name() {
        let mut roles: Vec<&str> = Vec::new();
        for kind in FigureKind::all().filter(|k| k.is_follower()) {
            let words = FeatureKind::ALL.map(|feature| role(kind, feature));
            for word in words.into_iter().chain([kind_word(kind)]) {
                if !roles.contains(&word) {
                    roles.push(word);
                }
            }
        }
        assert!(roles.contains(&"knight") && roles.contains(&"big") && roles.contains(&"wagon"), "{roles:?}");
        let ids = || roles.iter().map(|r| format!("lm-role-{r}"));
        assert_eq!(crate::locale::unworded(ids()), Vec::<String>::new());
        assert!(!crate::locale::unworded(ids().chain(["lm-role-dragon".into()])).is_empty());
        let owner = ("owner", FluentValue::from("Ann"));
        let at = |role: &'static str, lang: Lang| {
            let words = role_words(role, lang).into_iter().chain([owner.clone(), ("rel", "beside".into())]);
            lang.say("lm-at-follower", words)
        };
        assert_eq!(at("abbot", Lang::Fr), "à côté de l'abbé d'Ann");
        assert_eq!(at("knight", Lang::Fr), "à côté du chevalier d'Ann");
        assert_eq!(at("monk", Lang::Fr), "à côté de l'abbaye d'Ann");
        assert_eq!(at("monk", Lang::En), "beside Ann's monastery");
        assert_eq!(at("wagon", Lang::En), "beside Ann's wagon");
    }

    /// Every kind of target the board page counts has its words in every language,
    /// `page-target-<kind>`, with the same grammar as the base game's; a missing one is
    /// found.
    #[test]
    fn every_kind_of_target_has_its_words() {
        let ids = || AimKind::ALL.map(|k| format!("page-target-{}", k.word())).into_iter();
        assert_eq!(crate::locale::unworded(ids()), Vec::<String>::new());
        assert!(!crate::locale::unworded(ids().chain(["page-target-moat".into()])).is_empty());
        let count = |kind: AimKind| {
            let words = kind.words(3, Lang::Fr).into_iter().chain([("count", 3.into())]);
            Lang::Fr.say("page-hint-count", words)
        };
        assert_eq!(count(AimKind::Tile), "Touchez une des 3 tuiles éclairées, ou choisissez ci-dessous.");
        assert_eq!(count(AimKind::Follower), "Touchez un des 3 suiveurs cerclés, ou choisissez ci-dessous.");
    }

    /// The draw order: foundations and monasteries in fields, which fit beside anything.
    const TILES: [&str; 6] = ["TO/F", "BA/L", "TO/F", "BA/L", "BA/L", "BA/L"];

    /// [`around_bobs_monk`] with Bob's tower of one piece built at 0 1: its capture of
    /// his own monk beside Ann's farmer waits.
    fn bobs_monk_to_capture() -> Game {
        let mut game = around_bobs_monk("place -1 1 ");
        game.apply(Seat(1), "tower 0 1".parse().expect("an action")).expect("legal");
        game
    }

    /// Ann's foundation at 0 1, Bob's monk at 1 1, Ann's foundation at 2 1 with her
    /// farmer on it; then Bob's monastery at `last`.
    fn around_bobs_monk(last: &str) -> Game {
        played(
            &TILES,
            &[
                (0, "place 0 1 "),
                (0, "pass"),
                (1, "place 1 1 "),
                (1, "meeple monastery"),
                (0, "place 2 1 "),
                (0, "meeple field"),
                (1, last),
            ],
        )
    }

    /// Both foundations lie east of the monastery Bob just placed at -1 1 (the page's
    /// old words said "east of the tile just placed" of both): both are beside Bob's
    /// monastery, so one is named by the empty monastery beside it, the other by Ann's
    /// farmer on its own tile.
    #[test]
    fn two_foundations_the_same_way_from_the_last_tile_are_told_apart() {
        let game = around_bobs_monk("place -1 1 ");
        let actions = ["tower 0 1", "tower 2 1"];
        assert_eq!(
            labels(&game, 1, &ANN_BOB, Lang::En, &actions),
            [
                "Tower piece on the empty foundation beside the monastery (0 1)",
                "Tower piece on the empty foundation on the tile of Ann's farmer (2 1)",
            ]
        );
        assert_eq!(
            labels(&game, 1, &ANN_BOB, Lang::Fr, &actions),
            [
                "Étage de tour sur la fondation vide à côté de l'abbaye (0 1)",
                "Étage de tour sur la fondation vide sur la tuile du paysan d'Ann (2 1)",
            ]
        );
    }

    /// With the last tile at 1 2, south of Bob's monk, each foundation has only what
    /// the other has beside it (Bob's monastery, the empty one just placed): each is
    /// named by its way from the tile just placed, and its cell.
    #[test]
    fn targets_no_landmark_tells_apart_are_named_by_their_way_and_cell() {
        let game = played(
            &TILES,
            &[
                (0, "place 0 1 "),
                (0, "pass"),
                (1, "place 1 1 "),
                (1, "meeple monastery"),
                (0, "place 2 1 "),
                (0, "pass"),
                (1, "place 1 2 "),
            ],
        );
        let actions = ["tower 0 1", "tower 2 1"];
        assert_eq!(
            labels(&game, 1, &ANN_BOB, Lang::En, &actions),
            [
                "Tower piece on the empty foundation, north-west of the last tile (0 1)",
                "Tower piece on the empty foundation, north-east of the last tile (2 1)",
            ]
        );
        assert_eq!(
            labels(&game, 1, &ANN_BOB, Lang::Fr, &actions),
            [
                "Étage de tour sur la fondation vide, au nord-ouest de la dernière tuile (0 1)",
                "Étage de tour sur la fondation vide, au nord-est de la dernière tuile (2 1)",
            ]
        );
    }

    /// A tower built, then its capture: the tower is named by its height, the captive by
    /// its owner and role, each beside what a player sees.
    #[test]
    fn a_tower_and_a_captive_are_named_by_what_stands_there() {
        let game = bobs_monk_to_capture();
        assert_eq!(
            labels(&game, 1, &ANN_BOB, Lang::En, &["capture 1 1 monastery"]),
            ["Capture Bob's monk beside Ann's farmer (1 1)"]
        );
        assert_eq!(
            labels(&game, 1, &ANN_BOB, Lang::Fr, &["capture 1 1 monastery"]),
            ["Capturer le moine de Bob à côté du paysan d'Ann (1 1)"]
        );
        let view = game.view(Audience::Public);
        let names: Vec<String> = ANN_BOB.map(String::from).to_vec();
        let named = name_all(&view, &[Some(Aim::Tower(Pos::new(0, 1)))], &names, Lang::Fr);
        assert_eq!(
            named[0].as_ref().map(|n| n.full.as_str()),
            Some("la tour d'un étage, à l'est de la dernière tuile (0 1)")
        );
    }

    /// The narration of `events` just played in `game`, in `lang`, with Ann and Bob.
    fn told(game: &Game, events: &[carcassonne_engine::Event], lang: Lang) -> Vec<String> {
        let names: Vec<String> = ANN_BOB.map(String::from).to_vec();
        super::super::describe::describe(events, &game.view(Audience::Public), &names, lang)
    }

    /// The tower built and the capture are told with where they are as a player finds
    /// it on the board, a landmark and the cell: the tower by the way from the monastery
    /// just placed, the monastery Bob's monk left by Ann's farmer beside it.
    #[test]
    fn a_tower_built_and_a_capture_are_told_by_landmarks() {
        let mut game = around_bobs_monk("place -1 1 ");
        let built = game.apply(Seat(1), "tower 0 1".parse().expect("an action")).expect("legal");
        assert_eq!(
            told(&game, &built, Lang::En),
            ["Bob builds the tower east of the last tile (0 1) to one piece."]
        );
        assert_eq!(
            told(&game, &built, Lang::Fr),
            ["Bob élève la tour à l'est de la dernière tuile (0 1) à un étage."]
        );
        let captured =
            game.apply(Seat(1), "capture 1 1 monastery".parse().expect("an action")).expect("legal");
        assert_eq!(
            told(&game, &captured, Lang::En),
            [
                "Bob captures their own meeple in the monastery beside Ann's farmer (1 1): back to their supply."
            ]
        );
        assert_eq!(
            told(&game, &captured, Lang::Fr),
            [
                "Bob capture son propre meeple dans l'abbaye à côté du paysan d'Ann (1 1)\u{a0}: il retourne dans sa réserve."
            ]
        );
    }

    /// A Discord picture names its targets in the words of the steps offered under it,
    /// not worded again (a portal's hundred targets), where they are the same seat's at
    /// the same decision; steps offered to another seat are not taken for its own.
    #[test]
    fn the_picture_takes_its_targets_words_from_the_steps_offered_under_it() {
        let game = bobs_monk_to_capture();
        let view = game.view(Audience::Public);
        let names: Vec<String> = ANN_BOB.map(String::from).to_vec();
        let decision = view.pending().expect("the capture waits");
        let seat = decision.seats.iter().next().expect("a seat");
        let capture: Action = "capture 1 1 monastery".parse().expect("an action");
        let offered = |seat: Seat| choices::Offered {
            seat,
            phase: decision.phase,
            choices: choices::Choices {
                audience: Audience::Public,
                game: 1,
                revision: 1,
                options: vec![choices::Choice { label: "as the button says".into(), action: capture }],
            },
        };
        let texts = |offered: Option<&choices::Offered>| -> Vec<String> {
            let shown = super::super::Shown { front: super::super::Front::Discord, offered };
            super::super::with_scene(shown, Lang::En, &view, &names, &[], None, |scene| {
                crate::render::drawing(scene).texts.into_iter().map(|t| t.words).collect()
            })
        };
        let mine = offered(seat);
        assert!(texts(Some(&mine)).iter().any(|t| t == "as the button says"), "{:?}", texts(Some(&mine)));
        let theirs = offered(Seat(1 - seat.0));
        let worded = texts(Some(&theirs));
        assert!(!worded.iter().any(|t| t == "as the button says"), "{worded:?}");
        assert!(worded.iter().any(|t| t == "Capture Bob's monk beside Ann's farmer (1 1)"), "{worded:?}");
    }

    /// The picture under Discord's capture buttons lists the captive in the buttons'
    /// words, not by coordinates alone.
    #[test]
    fn the_pictures_list_names_a_captive_as_its_button_does() {
        let game = bobs_monk_to_capture();
        let view = game.view(Audience::Public);
        let names: Vec<String> = ANN_BOB.map(String::from).to_vec();
        for (lang, label) in [
            (Lang::En, "Capture Bob's monk beside Ann's farmer (1 1)"),
            (Lang::Fr, "Capturer le moine de Bob à côté du paysan d'Ann (1 1)"),
        ] {
            let texts: Vec<String> = super::super::with_scene(
                super::super::Front::Discord.into(),
                lang,
                &view,
                &names,
                &[],
                None,
                |scene| crate::render::drawing(scene).texts.into_iter().map(|t| t.words).collect(),
            );
            assert!(texts.iter().any(|t| t == label), "{lang:?}: {texts:?}");
        }
    }

    /// A label the landmark would make longer than Discord's 80 characters drops the
    /// landmark, never the cell that commands type.
    #[test]
    fn a_label_too_long_keeps_its_cell() {
        let game = around_bobs_monk("place -1 1 ");
        let long = ["Ann-Sophie Marguerite de la Roche-Vaillant", "Bob"];
        assert_eq!(
            labels(&game, 1, &long, Lang::Fr, &["tower 2 1"]),
            ["Étage de tour sur la fondation vide (2 1)"]
        );
    }

    /// The princess's knight, on the tile south of the one just placed, is named by
    /// its owner and that way.
    #[test]
    fn the_princess_names_the_knight_she_sends_home() {
        let game = played_with(
            Expansions::default().with(Expansion::PrincessDragon),
            &["BA/RFr", "BA/CFc+", "DG/CRRR.p", "BA/L"],
            &[
                (0, "place -1 0 0"),
                (0, "meeple road "),
                (1, "place 0 -1 90"),
                (1, "meeple city N"),
                (0, "place 0 -2 180"),
            ],
        );
        let princess = ["princess 0 -1 city N"];
        assert_eq!(
            labels(&game, 0, &ANN_BOB, Lang::En, &princess),
            ["Princess: send home Bob's knight, south of the last tile (0 -1)"]
        );
        assert_eq!(
            labels(&game, 0, &ANN_BOB, Lang::Fr, &princess),
            ["Princesse\u{a0}: renvoyer le chevalier de Bob, au sud de la dernière tuile (0 -1)"]
        );
    }

    /// The dragon's sides on Discord's buttons: each names the tile it enters by what is
    /// there, and a side onto Ann's thief says what the dragon would eat there.
    #[test]
    fn the_dragons_sides_name_their_tiles_and_meals() {
        let mut moves = vec![
            (0, "place -1 0 0"),
            (0, "meeple road"),
            (1, "place 1 0 0"),
            (0, "place 2 0 0"),
            (0, "pass"),
        ];
        let pd = Expansions::default().with(Expansion::PrincessDragon);
        let tiles = ["BA/RFr", "DG/RFr.v", "DG/RFr.d"];
        let game = played_with(pd, &tiles, &moves);
        assert_eq!(
            labels(&game, 0, &ANN_BOB, Lang::En, &["dragon E", "dragon W"]),
            [
                "Dragon east: the last tile beside the dragon (2 0)",
                "Dragon west: the tile beside Ann's thief (0 0)"
            ]
        );
        moves.push((0, "dragon W"));
        let game = played_with(pd, &tiles, &moves);
        assert_eq!(
            labels(&game, 1, &ANN_BOB, Lang::En, &["dragon W"]),
            ["Dragon west, eats a figure (Ann): the tile of Ann's thief (-1 0)"]
        );
        assert_eq!(
            labels(&game, 1, &ANN_BOB, Lang::Fr, &["dragon W"]),
            ["Dragon ouest, mange une figurine (Ann)\u{a0}: la tuile du brigand d'Ann (-1 0)"]
        );
    }

    /// In random games of Princess & Dragon and The Tower, at every step: each button
    /// aiming at the board ends with its target's cell, within Discord's 80 characters,
    /// and no two read the same, in either language.
    #[test]
    fn every_step_names_its_targets_apart_with_their_cells() {
        let expansions = Expansions::default().with(Expansion::PrincessDragon).with(Expansion::Tower);
        let names: Vec<String> = ["Ann", "Bob", "Cleo"].map(String::from).to_vec();
        let (mut steps, mut several) = (0, 0);
        for seed in 0..12 {
            let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).expect("setup");
            let mut rng = GameRng::from_seed(seed);
            while let Some(pending) = game.pending() {
                let seat = pending.seats.iter().next().expect("a seat");
                let view = game.view(Audience::Public);
                for lang in Lang::ALL {
                    let offered = choices::options(&view, seat, pending.phase, &names, lang);
                    let aimed: Vec<(&choices::Choice, Aim)> = offered
                        .iter()
                        .filter_map(|c| Some((c, crate::service::offer::aim(&view, c.action)?)))
                        .collect();
                    for (choice, aim) in &aimed {
                        let cell = format!("({} {})", aim.pos().x, aim.pos().y);
                        assert!(choice.label.ends_with(&cell), "{}: {}", choice.action, choice.label);
                        assert!(choice.label.chars().count() <= 80, "{}", choice.label);
                    }
                    for (i, (a, _)) in aimed.iter().enumerate() {
                        assert!(
                            aimed[i + 1..].iter().all(|(b, _)| a.label != b.label),
                            "{}: {offered:?}",
                            a.label
                        );
                    }
                    steps += usize::from(!aimed.is_empty() && lang == Lang::En);
                    several += usize::from(aimed.len() > 1 && lang == Lang::En);
                }
                let actions: Vec<Action> = game.legal_actions(seat);
                game.apply(seat, actions[rng.below(actions.len())]).expect("a legal action");
            }
        }
        assert!(
            steps > 100 && several > 50,
            "{steps} steps aiming at the board, {several} with several targets"
        );
    }
}
