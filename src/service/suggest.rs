//! Autocomplete suggestions for the asking user: the legal values of their game's
//! decision (placements, meeple spots; an expansion's own sources are answered in its
//! folder, through `ExpansionService::suggest`, with the helpers here) and expansion
//! and option words, filtered by what they have typed so far. At most 25 each, Discord's limit; names of
//! at most 100 characters. Legality and what a placement would do come from the
//! engine; front ends only show these.
//!
//! Placements are ranked for the asker — what each completes or scores and for whom,
//! their features it extends, cells only one rotation fits, cells beside the latest
//! tiles — one entry per cell with the rotations that fit, each rotation its own entry
//! once the typed text (`3,0`) leaves one cell; `3,` narrows to x = 3. A player with no
//! placement to choose gets one line saying who is doing what instead.
//!
//! Every name and hint is in the asker's language; every value stays in the canonical
//! notation the commands read.

use carcassonne_engine::{
    Action, Audience, Expansion, FeatureKind, FigureKind, GameOption, Phase, Placement, PlacementOption, Pos,
    Preview, Seat, SeatSet, Spot,
};
use fluent_bundle::FluentValue;

use crate::locale::Lang;
use crate::render;

use super::expansion::Lists;
use super::table::Table;
use super::verbs::Suggest;
use super::{Context, Reply, Service, ServiceError, UserError, choices, describe, spelling, tile_words};
use crate::ai::Level;
use crate::store::Status;

/// Discord's limit on autocomplete results.
pub const MAX_CHOICES: usize = 25;

/// One autocomplete result: what the player sees and what the option is set to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    pub name: String,
    pub value: String,
}

fn is_separator(c: char) -> bool {
    c == ',' || c.is_whitespace()
}

/// Numbers of typed placement text: `3, -1 90°` → `["3", "-1", "90"]`, and whether
/// the last number is complete (a separator follows it).
pub(super) fn tokens(typed: &str) -> (Vec<&str>, bool) {
    let words =
        typed.split(is_separator).map(|w| w.trim_end_matches('°')).filter(|w| !w.is_empty()).collect();
    (words, typed.ends_with(is_separator))
}

/// A placement as the option's value: `3,-1 90`.
pub fn placement_value(p: &Placement) -> String {
    format!("{},{} {}", p.pos.x, p.pos.y, p.rot.degrees())
}

/// The command words of a placement or bridge option, whatever the separators:
/// `3,-1 90°` → `3 -1 90`, `1,0 NS` → `1 0 NS`. Malformed text passes through for the
/// service to explain.
pub fn placement_words(text: &str) -> String {
    tokens(text).0.join(" ")
}

/// Who asks for placements, as the ranking needs them.
#[derive(Clone, Debug)]
pub struct Asker {
    pub seat: Seat,
    /// The language they read.
    pub lang: Lang,
    /// Meeples in their supply: a completed feature nobody holds is theirs only with one.
    pub meeples: u8,
    /// Where the latest tiles lie, newest first (those placed since the asker's last turn).
    pub recent: Vec<Pos>,
    /// Every seat's name.
    pub names: Vec<String>,
    /// Their tile looks the same every way round (the abbey tile, blank all round): its
    /// one placement a cell is taken at any rotation.
    pub any_way: bool,
}

/// One legal placement, worked out for the ranking.
struct Ranked {
    option: PlacementOption,
    /// What it does for the asker: points it scores for them counted thrice, the
    /// features of theirs it extends, less the points it hands to rivals.
    worth: i32,
    /// What it does, in words ("completes your city (+8)"), if anything.
    note: Option<String>,
}

/// Whether the typed words fit a placement: every word but the last whole, the last
/// one the start of its field unless a separator follows it.
fn fits_typed(p: &Placement, typed: &[&str], complete: bool) -> bool {
    let fields = [p.pos.x.to_string(), p.pos.y.to_string(), p.rot.degrees().to_string()];
    typed.len() <= fields.len()
        && typed.iter().enumerate().all(|(i, word)| {
            let last = i + 1 == typed.len();
            if last && !complete { fields[i].starts_with(word) } else { fields[i] == *word }
        })
}

/// The legal placements that fit the typed text, the best for the asker first: what
/// each completes or scores, the asker's features it extends, cells where only one
/// rotation fits and cells beside the latest tiles. The rotations of one cell make one
/// entry (its value, `x,y`, asks which to take), unless the text has narrowed the list
/// to one cell: then each rotation is its own entry. When more cells fit than Discord
/// shows, the last entry says how many more and how to narrow the list.
///
/// `by_cell` keeps one entry per cell even when the tile fits in one cell only (`place`
/// alone lists cells, its rotations being the `any rotation` or `90° or 270°` of the
/// cell's line, where autocomplete goes on to the rotations), and lists every cell: a
/// reply has no 25 entries' limit, and the narrowing the last entry would advise is
/// autocomplete's, typed in no command; nor has it Discord's 100 characters a name.
pub fn placements(
    options: &[(PlacementOption, Preview)],
    asker: &Asker,
    typed: &str,
    by_cell: bool,
) -> Vec<Suggestion> {
    let (typed, complete) = tokens(typed);
    // A whole cell typed (`2,-1`) is that cell, even where longer ones begin with it
    // (`2,-11`): its rotations are listed one by one.
    let exact = typed.len() == 2 && options.iter().any(|(o, _)| fits_typed(&o.placement, &typed, true));
    let ranked: Vec<Ranked> = options
        .iter()
        .filter(|(o, _)| fits_typed(&o.placement, &typed, complete || exact))
        .map(|(option, preview)| rank(*option, preview, asker))
        .collect();
    let mut cells: Vec<Pos> = Vec::new();
    for r in &ranked {
        if !cells.contains(&r.option.placement.pos) {
            cells.push(r.option.placement.pos);
        }
    }
    if let ([pos], false) = (&cells[..], by_cell) {
        let pos = *pos;
        let mut one: Vec<&Ranked> = ranked.iter().collect();
        one.sort_by_key(|r| (-r.worth, r.option.placement.rot));
        return one.into_iter().take(MAX_CHOICES).map(|r| rotation_entry(pos, r, asker.lang)).collect();
    }
    let mut groups: Vec<(i32, Pos, Vec<&Ranked>)> = cells
        .into_iter()
        .map(|pos| {
            let mut turns: Vec<&Ranked> = ranked.iter().filter(|r| r.option.placement.pos == pos).collect();
            turns.sort_by_key(|r| r.option.placement.rot);
            let most = turns.iter().map(|r| r.worth).max().unwrap_or(0);
            let only_way = if turns.len() == 1 { ONLY_WAY } else { 0 };
            (most + only_way + nearness(pos, &asker.recent), pos, turns)
        })
        .collect();
    groups.sort_by_key(|(worth, pos, _)| (-worth, distance(*pos, &asker.recent), pos.x, pos.y));
    let shown = if groups.len() > MAX_CHOICES && !by_cell { MAX_CHOICES - 1 } else { groups.len() };
    let mut out: Vec<Suggestion> =
        groups[..shown].iter().map(|(_, pos, turns)| cell_entry(*pos, turns, asker, by_cell)).collect();
    if let Some((_, next, _)) = groups.get(shown) {
        let hidden = &groups[shown..];
        let placements: usize = hidden.iter().map(|(_, _, turns)| turns.len()).sum();
        let name = clip(asker.lang.say(
            "suggest-more",
            [("cells", hidden.len().into()), ("placements", placements.into()), ("x", next.x.into())],
        ));
        out.push(Suggestion { value: name.clone(), name });
    }
    out
}

/// Worth added to a cell where only one rotation fits: a hole few tiles will fill.
const ONLY_WAY: i32 = 3;

/// How far `pos` lies from the nearest of the latest tiles, in king's moves.
fn distance(pos: Pos, recent: &[Pos]) -> i32 {
    recent.iter().map(|r| (r.x - pos.x).abs().max((r.y - pos.y).abs())).min().unwrap_or(0)
}

/// Worth of being beside the latest tiles, where the game is going on.
fn nearness(pos: Pos, recent: &[Pos]) -> i32 {
    (3 - distance(pos, recent)).max(0)
}

/// What a placement does for the asker, in worth and in words.
fn rank(option: PlacementOption, preview: &Preview, asker: &Asker) -> Ranked {
    let (me, lang) = (asker.seat, asker.lang);
    let mut worth = 0i32;
    let mut notes = Vec::new();
    // A completed feature nobody holds: one meeple of the asker's may claim one.
    let mut claim = 0u32;
    for c in &preview.completes {
        let points = c.points;
        let plus = ("points", FluentValue::from(points));
        // The feature's words (its name and grammar) and the points.
        let words = || lang.feature(c.kind.word()).into_iter().chain([plus.clone()]);
        if c.winners.contains(me) {
            worth += 3 * points as i32;
            let others = SeatSet::from_fn(|s| s != me && c.winners.contains(s));
            notes.push(if others.is_empty() {
                lang.say("suggest-completes-yours", words())
            } else {
                let others = ("others", names(asker, others).into());
                lang.say("suggest-completes-shared", words().chain([others]))
            });
        } else if !c.winners.is_empty() {
            worth -= points as i32;
            let whose = ("whose", FluentValue::from(names(asker, c.winners)));
            let count = ("count", FluentValue::from(c.winners.len()));
            notes.push(lang.say("suggest-completes-theirs", words().chain([whose, count])));
        } else if c.on_tile && asker.meeples > 0 {
            claim = claim.max(points);
            notes.push(lang.say("suggest-completes-free", words()));
        }
    }
    worth += 3 * claim as i32;
    let mut extended: Vec<FeatureKind> = Vec::new();
    let mut beside = false;
    for e in preview.extends.iter().filter(|e| e.meeples[me.index()] > 0) {
        match e.kind {
            FeatureKind::Field => worth += 1,
            FeatureKind::Monastery => {
                worth += 4;
                beside = true;
            }
            kind => {
                worth += 4;
                if !extended.contains(&kind) {
                    extended.push(kind);
                }
            }
        }
    }
    if !extended.is_empty() {
        let yours: Vec<String> =
            extended.iter().map(|k| lang.say("suggest-your", lang.feature(k.word()))).collect();
        notes.push(lang.say("suggest-extends", [("features", and(&yours, lang).into())]));
    }
    if beside {
        notes.push(lang.say("suggest-beside-monastery", []));
    }
    let note = notes
        .into_iter()
        .reduce(|first, then| lang.say("suggest-also", [("first", first.into()), ("then", then.into())]));
    Ranked { option, worth, note }
}

/// "Bob", "Bob and Carol", in the asker's language.
fn names(asker: &Asker, seats: SeatSet) -> String {
    describe::join_names(&asker.names, seats, asker.lang)
}

/// "a", "a and b", "a, b and c" in `lang`.
pub(super) fn and(items: &[String], lang: Lang) -> String {
    match items {
        [init @ .., last] if !init.is_empty() => {
            lang.say("list-and", [("init", init.join(", ").into()), ("last", last.as_str().into())])
        }
        _ => items.concat(),
    }
}

/// A rotation's degrees, marked when it fits only by an expansion's rule: `90°`, `0°
/// with a bridge`.
fn degrees(r: &Ranked, lang: Lang) -> String {
    let degrees = ("degrees", r.option.placement.rot.degrees().into());
    lang.say(&format!("suggest-degrees-{}", choices::need(&r.option)), [degrees])
}

/// Several rotations that fit at one cell, those that need the same rule together,
/// the rule said once, those that need none first: `0° or 180°; 90° or 270° with a
/// bridge`, not a bridge after every number.
fn rotations(turns: &[&Ranked], lang: Lang) -> String {
    // Those that fit as they are first (`choices::need`'s word for no rule).
    let mut needs: Vec<&str> = vec!["plain"];
    for r in turns {
        let need = choices::need(&r.option);
        if !needs.contains(&need) {
            needs.push(need);
        }
    }
    let groups = needs.into_iter().map(|need| {
        // Each number bare: the rule is said once, after the last.
        let same: Vec<String> = turns
            .iter()
            .filter(|r| choices::need(&r.option) == need)
            .map(|r| {
                let degrees = ("degrees", r.option.placement.rot.degrees().into());
                lang.say("suggest-degrees-plain", [degrees])
            })
            .collect();
        if same.is_empty() {
            return None;
        }
        let rotations = ("rotations", choices::either(&same, lang).into());
        Some(lang.say(&format!("suggest-rotations-{need}"), [rotations]))
    });
    groups
        .flatten()
        .reduce(|first, then| lang.say("suggest-also", [("first", first.into()), ("then", then.into())]))
        .unwrap_or_default()
}

/// One rotation at a cell the typed text has fixed: `1,0 90° · completes your city (+8)`.
fn rotation_entry(pos: Pos, r: &Ranked, lang: Lang) -> Suggestion {
    let note = r.note.as_ref().map(|n| format!(" · {n}")).unwrap_or_default();
    Suggestion {
        name: clip(format!("{},{} {}{note}", pos.x, pos.y, degrees(r, lang))),
        value: placement_value(&r.option.placement),
    }
}

/// The rotations of one cell as one entry: `1,0 · 0° or 180° · at 180°: completes
/// your road (+3) · beside the last tile`. Its value places the one rotation that fits,
/// or asks which of several to take (`1,0`). Its name is cut to Discord's length unless
/// `whole` (`place` alone lists it in the terminal, which has no limit).
fn cell_entry(pos: Pos, turns: &[&Ranked], asker: &Asker, whole: bool) -> Suggestion {
    let lang = asker.lang;
    let any = asker.any_way || (turns.len() == 4 && turns.iter().all(|r| r.option.needs.is_none()));
    let ways = match turns {
        _ if any => lang.say("suggest-any-rotation", []),
        [one] => lang.say("suggest-only", [("rotation", degrees(one, lang).into())]),
        several => rotations(several, lang),
    };
    let mut name = format!("{},{} · {ways}", pos.x, pos.y);
    // The note of the best rotation that has one (what a worse one would do matters
    // too: whose road it would complete).
    let noted = turns.iter().copied().filter(|r| r.note.is_some());
    let best = noted.max_by_key(|r| (r.worth, std::cmp::Reverse(r.option.placement.rot)));
    if let Some((best, note)) = best.and_then(|b| Some((b, b.note.as_deref()?))) {
        if turns.len() == 1 || turns.iter().all(|r| r.note == best.note) {
            name += &format!(" · {note}");
        } else {
            let at =
                lang.say("suggest-at", [("rotation", degrees(best, lang).into()), ("note", note.into())]);
            name += &format!(" · {at}");
        }
    }
    if asker.recent.first().is_some_and(|&last| distance(pos, &[last]) == 1) {
        name += &format!(" · {}", lang.say("suggest-beside-last", []));
    }
    let value = match turns {
        [one] => placement_value(&one.option.placement),
        _ => format!("{},{}", pos.x, pos.y),
    };
    Suggestion { name: if whole { name } else { clip(name) }, value }
}

/// Legal words (castle choices, bazaar tile numbers) that start with the typed text,
/// each with what it means.
pub(super) fn named(legal: Vec<(String, String)>, typed: &str) -> Vec<Suggestion> {
    let typed = typed.trim().to_lowercase();
    legal
        .into_iter()
        .filter(|(value, _)| value.starts_with(&typed))
        .take(MAX_CHOICES)
        .map(|(value, name)| Suggestion { name, value })
        .collect()
}

/// Values (a card's target, a fairy's follower) whose words start with the typed
/// words, whatever the separators (`1,` narrows to x = 1, `1 0 r` finds `1,0 road E`),
/// each with what it means, clipped to Discord's length.
pub(super) fn by_words(values: Vec<(String, String)>, typed: &str) -> Vec<Suggestion> {
    let (typed, complete) = tokens(typed);
    values
        .into_iter()
        .filter(|(value, _)| {
            let (words, _) = tokens(value);
            typed.len() <= words.len()
                && typed.iter().zip(&words).enumerate().all(|(i, (typed_word, word))| {
                    let (word, typed_word) = (word.to_lowercase(), typed_word.to_lowercase());
                    let last = i + 1 == typed.len();
                    if last && !complete { word.starts_with(&typed_word) } else { word == typed_word }
                })
        })
        .take(MAX_CHOICES)
        .map(|(value, name)| Suggestion { name: clip(name), value })
        .collect()
}

/// The names that start with the typed text (any case).
pub fn players(names: &[String], typed: &str) -> Vec<Suggestion> {
    let typed = typed.trim().to_lowercase();
    names
        .iter()
        .filter(|n| n.to_lowercase().starts_with(&typed))
        .take(MAX_CHOICES)
        .map(|n| Suggestion { name: n.clone(), value: n.clone() })
        .collect()
}

/// The legal meeple spots whose notation or name in `lang` starts with the typed text
/// (any case): named in the asker's words (`route E`), valued in the notation.
pub fn spots(legal: &[Spot], typed: &str, lang: Lang) -> Vec<Suggestion> {
    let typed = typed.trim().to_lowercase();
    legal
        .iter()
        .map(|s| Suggestion { name: choices::spot_notation(*s, lang), value: s.to_string() })
        .filter(|s| [&s.value, &s.name].iter().any(|w| w.to_lowercase().starts_with(&typed)))
        .take(MAX_CHOICES)
        .collect()
}

/// A suggestion's name within Discord's 100 characters.
pub(super) fn clip(text: String) -> String {
    if text.chars().count() <= 100 { text } else { text.chars().take(99).chain(['…']).collect() }
}

/// Completes the last of several space-separated words from `all`, keeping the earlier
/// ones and never offering a word twice: `hills-sheep g` → `hills-sheep gifts`. A word
/// may be typed in any of its `spellings` (lower case, the canonical word among them:
/// `riv` and `rivière` find `river`); the values are the canonical words, each entry
/// named by `name` (the words as the asker reads them).
pub fn words(
    all: &[&str],
    typed: &str,
    spellings: impl Fn(&str) -> Vec<String>,
    name: impl Fn(&str) -> String,
) -> Vec<Suggestion> {
    let complete = typed.is_empty() || typed.ends_with(char::is_whitespace);
    let mut done: Vec<&str> = typed.split_whitespace().collect();
    let last = if complete { String::new() } else { done.pop().unwrap_or_default().to_lowercase() };
    let done: Vec<&str> = done
        .into_iter()
        .map(|typed| {
            let lower = typed.to_lowercase();
            all.iter().find(|w| spellings(w).contains(&lower)).map_or(typed, |w| *w)
        })
        .collect();
    let head = done.join(" ");
    all.iter()
        .filter(|w| !done.contains(w) && spellings(w).iter().any(|s| s.starts_with(&last)))
        .take(MAX_CHOICES)
        .map(|w| {
            let value = if head.is_empty() { (*w).to_string() } else { format!("{head} {w}") };
            Suggestion { name: clip(name(&value)), value }
        })
        .collect()
}

/// Whether `action` puts a figure of `kind` on a spot of the tile just placed: the
/// meeple's `meeple`, or a box's action that declares that figure and a spot
/// (`ActFacts`), so a box's figure verb lists its spots with no table of its own.
fn puts_down(action: &Action, kind: FigureKind) -> bool {
    match (action, kind) {
        (Action::Meeple(_), FigureKind::Meeple) => true,
        _ => action.facts().is_some_and(|f| f.figure == Some(kind) && f.aim.spot().is_some()),
    }
}

/// How a reader of `lang` may type each expansion's word (`rivière` in French), for
/// [`words`].
fn expansion_spellings(lang: Lang) -> impl Fn(&str) -> Vec<String> {
    move |word| word.parse().map(|e| spelling::expansion_words(e, lang)).unwrap_or_default()
}

/// One entry that is not a move: a line saying why there is nothing to pick. Picked
/// anyway, its words are no placement and are refused as such.
fn hint(text: &str) -> Vec<Suggestion> {
    let text = clip(text.to_string());
    vec![Suggestion { name: text.clone(), value: text }]
}

/// Why there is no game to suggest anything for, in one entry (nothing for a failure
/// that is not the player's business, such as storage).
fn no_table_hint(error: &ServiceError, lang: Lang) -> Vec<Suggestion> {
    match error {
        ServiceError::User(UserError::NoGame) => hint(&lang.say("suggest-no-game", [])),
        _ => Vec::new(),
    }
}

/// What the author found nothing of, for the hint's opening: `placement` ("No placement
/// now") or `pick` ("Nothing to pick now").
type Wanted = &'static str;

/// One entry saying why the author has nothing of this kind to pick now, after `what`
/// ("No placement now"): the game has not started or is over, they are not seated
/// (who plays now), it is someone else's turn (who, doing what, and when theirs comes),
/// or their own step asks something else. In the author's language.
fn idle_hint(table: &Table, ctx: &Context, what: Wanted) -> Vec<Suggestion> {
    let lang = ctx.lang();
    let Some(game) = table.game.as_ref() else {
        return if table.row.status == Status::Lobby {
            hint(&lang.say("suggest-not-started", []))
        } else {
            Vec::new()
        };
    };
    let names = table.names();
    let Some(pending) = game.pending() else { return hint(&lang.say("suggest-over", [])) };
    let waiting = describe::join_names(&names, pending.seats, lang);
    let count = pending.seats.len();
    let theirs = if count > 1 { "many" } else { "one" };
    let who = || [("names", FluentValue::from(waiting.clone())), ("count", count.into())];
    let Some(seat) = table.seat_of(&ctx.user.id) else {
        let [names, count] = who();
        return hint(&lang.say("suggest-unseated", [names, count, doing(pending.phase, theirs, lang)]));
    };
    if let Some(d) = game.decision_of(seat) {
        return hint(&lang.say("suggest-yours", [("what", what.into()), doing(d.phase, "your", lang)]));
    }
    let n = names.len();
    match (seat.index() + n - game.active().index()) % n {
        // Their own turn waits on someone else's answer (a castle, a bid).
        0 => hint(&fitting(&[
            &|| {
                let [names, count] = who();
                lang.say("suggest-waiting", [names, count, doing(pending.phase, theirs, lang)])
            },
            &|| {
                let [names, count] = who();
                lang.say("suggest-waiting", [names, count, doing_as(pending.phase, theirs, lang, true)])
            },
        ])),
        k => hint(&not_your_turn(&waiting, count, pending.phase, k, lang)),
    }
}

/// The hint of a player whose turn comes in `k` turns while `waiting` (`count` of them)
/// are at `phase`: the whole sentence; with the tile told as just "a tile" where its
/// description would take it past Discord's 100 characters; without what they do where
/// long names leave no room even for that.
fn not_your_turn(waiting: &str, count: usize, phase: Phase, k: usize, lang: Lang) -> String {
    let theirs = if count > 1 { "many" } else { "one" };
    let who = || [("names", FluentValue::from(waiting.to_owned())), ("count", count.into())];
    let saying = |short| {
        let [names, count] = who();
        lang.say(
            "suggest-not-your-turn",
            [names, count, doing_as(phase, theirs, lang, short), ("in", k.into())],
        )
    };
    fitting(&[&|| saying(false), &|| saying(true), &|| {
        let [names, count] = who();
        lang.say("suggest-not-your-turn-terse", [names, count, ("in", k.into())])
    }])
}

/// The first of `wordings` that fits an autocomplete entry (100 characters): a hint is
/// made to fit by its words, so that its end ("You play next.") is never cut. Only the
/// last is cut, where names too long for every wording leave no other way.
fn fitting(wordings: &[&dyn Fn() -> String]) -> String {
    let mut said = String::new();
    for wording in wordings {
        said = wording();
        if said.chars().count() <= 100 {
            return said;
        }
    }
    clip(said)
}

/// What a decision has its owner do, for a one-line hint ("placing a city cap"), as
/// the message's `$doing`; `whose` is `one` or `many` (their own) or `your`.
fn doing(phase: Phase, whose: &'static str, lang: Lang) -> (&'static str, FluentValue<'static>) {
    doing_as(phase, whose, lang, false)
}

/// [`doing`], with a tile to place told as just "a tile" when `short`.
fn doing_as(
    phase: Phase,
    whose: &'static str,
    lang: Lang,
    short: bool,
) -> (&'static str, FluentValue<'static>) {
    let (step, tile) = match phase {
        Phase::PlaceTile(_) if short => ("place-a-tile", String::new()),
        Phase::PlaceTile(tile) => ("place-tile", tile_words::words(tile, lang)),
        Phase::PlaceFigure => ("place-figure", String::new()),
        Phase::Over => ("over", String::new()),
        Phase::Expansion(_) => {
            let words = super::facts::phase_words(phase);
            debug_assert!(words.is_some(), "no step words for {phase:?}");
            (words.map_or("over", |words| words.doing), String::new())
        }
    };
    let args = [("whose", FluentValue::from(whose)), ("tile", tile.into())];
    ("doing", lang.say(&format!("suggest-doing-{step}"), args).into())
}

impl Service {
    /// What `ctx`'s user may pick for a parameter whose suggestions come from `source`,
    /// narrowed by `typed`. Nothing when they have no game or no such decision. An
    /// expansion's figure's spots and its own lists are answered from its table of verbs
    /// (`expansion::Verbs`).
    pub fn suggest(&mut self, ctx: &Context, source: Suggest, typed: &str) -> Vec<Suggestion> {
        let lang = ctx.lang();
        match source {
            Suggest::Nothing | Suggest::Amount => Vec::new(),
            Suggest::Expansions => {
                words(&Expansion::ALL.map(Expansion::word), typed, expansion_spellings(lang), |value| {
                    let titles: Vec<String> =
                        value.split_whitespace().map(|word| lang.expansion_title(word)).collect();
                    and(&titles, lang)
                })
            }
            Suggest::Options => {
                words(&GameOption::ALL.map(GameOption::word), typed, |w| vec![w.to_string()], str::to_string)
            }
            Suggest::Placements => self.placement_suggestions(ctx, typed, false),
            Suggest::Spots(kind) => {
                let found = spots(&self.legal(ctx, |a| puts_down(a, kind)), typed, lang);
                self.or_why(ctx, found, typed)
            }
            Suggest::Levels => named(
                Level::ALL
                    .map(|l| (l.word().to_string(), lang.say("suggest-level", [("level", l.word().into())])))
                    .into(),
                typed,
            ),
            Suggest::Players => players(&self.people(ctx), typed),
            Suggest::Bots => players(&self.lobby_bots(ctx), typed),
            Suggest::Own { expansion, list, .. } => match super::verbs_of(expansion).lists {
                Lists::None => Vec::new(),
                Lists::Legal { keep, word } => match keep.get(usize::from(list)) {
                    Some(&keep) => {
                        let found = self.legal_words(ctx, typed, keep, word);
                        self.or_why(ctx, found, typed)
                    }
                    None => Vec::new(),
                },
                Lists::Own(answer) => answer(self, ctx, source, typed).unwrap_or_default(),
            },
        }
    }

    /// `found`, the author's choices for a step of the game; none at all, with nothing
    /// typed, is one entry saying why they have nothing to pick now (an empty list for
    /// typed text that matches nothing is answer enough).
    pub(super) fn or_why(&mut self, ctx: &Context, found: Vec<Suggestion>, typed: &str) -> Vec<Suggestion> {
        if found.is_empty() && typed.trim().is_empty() { self.nothing_to_pick(ctx) } else { found }
    }

    /// The names of the people seated at the channel's game (not its bots).
    fn people(&mut self, ctx: &Context) -> Vec<String> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        table.seats.iter().filter(|s| !s.is_bot).map(|s| s.display_name.clone()).collect()
    }

    /// The names of the bots seated in the channel's lobby.
    fn lobby_bots(&mut self, ctx: &Context) -> Vec<String> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        if table.in_lobby().is_err() {
            return Vec::new();
        }
        table.seats.iter().filter(|s| s.is_bot).map(|s| s.display_name.clone()).collect()
    }

    /// The author's legal actions now that pass `keep`.
    pub(super) fn legal<T: Pick>(&mut self, ctx: &Context, keep: impl Fn(&Action) -> bool) -> Vec<T> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        // The author's own view: their actions as they may see them.
        let view = game.view(Audience::Seat(seat));
        // A figure spot under the name the image and the prompt give it.
        let shown = view.legal_actions(seat).into_iter().map(|a| render::shown_action(&view, a));
        shown.filter(keep).filter_map(T::pick).collect()
    }

    /// The author's legal actions now that pass `keep`, each with its label as its
    /// button words it in the author's language: a target on the board named by what
    /// they see there (`landmarks.rs`), apart from the others offered with it.
    pub(super) fn legal_labelled(
        &mut self,
        ctx: &Context,
        keep: fn(&Action) -> bool,
    ) -> Vec<(Action, String)> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        let Some(decision) = game.decision_of(seat) else { return Vec::new() };
        let view = game.view(Audience::Seat(seat));
        let actions: Vec<Action> = view
            .legal_actions(seat)
            .into_iter()
            .map(|a| render::shown_action(&view, a))
            .filter(keep)
            .collect();
        let labels = choices::labels(&view, seat, decision.phase, &table.names(), ctx.lang(), &actions);
        actions.into_iter().zip(labels).collect()
    }

    /// The author's legal actions now that pass `keep`, each offered as the words its
    /// command types after the verb (`value`; `None` for one it does not list) under
    /// its button's label, narrowed to `typed`: the autocomplete of a box's own list.
    pub(super) fn legal_words(
        &mut self,
        ctx: &Context,
        typed: &str,
        keep: fn(&Action) -> bool,
        value: impl Fn(Action) -> Option<String>,
    ) -> Vec<Suggestion> {
        let legal = self.legal_labelled(ctx, keep);
        by_words(legal.into_iter().filter_map(|(a, label)| Some((value(a)?, label))).collect(), typed)
    }

    /// The author's legal placements ranked for them, or, when they have none to choose
    /// now, one entry saying why: whose turn it is and what they are doing.
    /// `by_cell` as [`placements`] takes it.
    fn placement_suggestions(&mut self, ctx: &Context, typed: &str, by_cell: bool) -> Vec<Suggestion> {
        let table = match self.table(ctx) {
            Ok(table) => table,
            Err(e) => return no_table_hint(&e, ctx.lang()),
        };
        let mine = table.seat_of(&ctx.user.id).zip(table.game.as_ref()).and_then(|(seat, game)| {
            game.decision_of(seat).filter(|d| matches!(d.phase, Phase::PlaceTile(_))).map(|_| (seat, game))
        });
        let Some((seat, game)) = mine else { return idle_hint(&table, ctx, "placement") };
        let view = game.view(Audience::Seat(seat));
        let latest = view.players().len().saturating_sub(1).max(1);
        let asker = Asker {
            seat,
            lang: ctx.lang(),
            meeples: view.players()[seat.index()].meeples,
            recent: view.board().tiles().iter().rev().take(latest).map(|t| t.pos).collect(),
            names: table.names(),
            any_way: view.current_tile().is_some_and(|t| t.def().blank_border),
        };
        placements(&view.previews(), &asker, typed, by_cell)
    }

    /// Where the author's drawn tile fits, one cell a line, ranked as autocomplete
    /// ranks them (`place` alone, where no autocomplete shows them).
    ///
    /// # Errors
    /// Refused as a placement would be: no game, not seated, not their tile to place.
    pub(super) fn placements_listed(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let table = self.table(ctx)?;
        let game = table.started()?;
        let seat = table.seat_of(&ctx.user.id).ok_or(UserError::NotSeated)?;
        let Some(Phase::PlaceTile(tile)) = game.decision_of(seat).map(|d| d.phase) else {
            return Err(match game.decisions().iter().any(|d| matches!(d.phase, Phase::PlaceTile(_))) {
                true => super::turn::not_yours(game, &table.names(), ctx.lang()),
                false => UserError::NoTileInHand,
            }
            .into());
        };
        let lang = ctx.lang();
        let cells = self.placement_suggestions(ctx, "", true);
        let tile = ("tile", tile_words::words(tile, lang).into());
        let mut text = lang.say("placements-listed", [tile]);
        for cell in cells {
            text += &format!("\n- {}", cell.name);
        }
        Ok(Reply::private(text))
    }

    /// The author's moves of `verb` typed alone, one a line as they would type it
    /// (`tower 0 1`) with what it does: what Discord's autocomplete offers, in the
    /// terminal, which has none.
    ///
    /// # Errors
    /// Nothing of the kind to choose now: refused with why (whose turn it is, what the
    /// game waits for), as autocomplete would say.
    pub(super) fn moves_listed(
        &mut self,
        ctx: &Context,
        verb: &'static str,
        source: Suggest,
    ) -> Result<Reply, ServiceError> {
        let lang = ctx.lang();
        let found = self.suggest(ctx, source, "");
        // An entry is a move when the verb reads its value back as one; the entry that
        // says why there is none does not read.
        let line = |value: &str| format!("{verb} {}", value.replace(',', " "));
        let moves: Vec<(String, &Suggestion)> = found
            .iter()
            .filter(|s| {
                line(&s.value).parse::<super::Command>().is_ok_and(|c| matches!(c, super::Command::Play(_)))
            })
            .map(|s| (super::verbs::spell(&line(&s.value), lang), s))
            .collect();
        if moves.is_empty() {
            let why = found.first().map(|s| s.name.clone());
            let shown = super::verbs::spell(verb, lang);
            return Ok(Reply::refusal(
                why.unwrap_or_else(|| lang.say("moves-none", [("verb", shown.into())])),
            ));
        }
        let mut text = lang.say("moves-listed", [("verb", super::verbs::spell(verb, lang).into())]);
        for (typed, entry) in moves {
            text += &format!("\n- `{typed}` — {}", entry.name);
        }
        Ok(Reply::private(text))
    }

    /// One entry saying why the author has nothing to pick now (see [`idle_hint`]).
    fn nothing_to_pick(&mut self, ctx: &Context) -> Vec<Suggestion> {
        match self.table(ctx) {
            Ok(table) => idle_hint(&table, ctx, "pick"),
            Err(e) => no_table_hint(&e, ctx.lang()),
        }
    }
}

/// A tile offered by number (at the bazaar, by Take two) as an entry's name: "1: a city
/// cap".
pub(super) fn numbered(
    n: impl Into<FluentValue<'static>>,
    tile: carcassonne_engine::TileKind,
    lang: Lang,
) -> String {
    lang.say("suggest-numbered-tile", [("n", n.into()), ("tile", tile_words::words(tile, lang).into())])
}

/// The value an autocomplete list shows of an action.
pub(super) trait Pick: Sized {
    fn pick(action: Action) -> Option<Self>;
}

impl Pick for Action {
    fn pick(action: Action) -> Option<Action> {
        Some(action)
    }
}

impl Pick for Spot {
    fn pick(action: Action) -> Option<Spot> {
        action.spot()
    }
}

#[cfg(test)]
pub(super) mod tests {
    use carcassonne_engine::{Completion, Extension, MAX_SEATS, Pos, Rotation};

    use super::*;
    use crate::locale::heard;
    use crate::service::expansion::{self, all_said};
    use crate::service::tile_words::english;

    /// The placement at `x`, `y` turned `rot`, which fits as it is and scores nothing.
    pub(in crate::service) fn option(x: i32, y: i32, rot: Rotation) -> (PlacementOption, Preview) {
        let placement = Placement { pos: Pos::new(x, y), rot };
        (PlacementOption { placement, needs: None }, Preview::default())
    }

    /// Two rotations of each of five cells.
    pub(in crate::service) fn legal() -> Vec<(PlacementOption, Preview)> {
        let cells = [(3, 0), (3, -1), (-1, 0), (30, 2), (0, 1)];
        cells
            .into_iter()
            .flat_map(|(x, y)| [option(x, y, Rotation::R0), option(x, y, Rotation::R90)])
            .collect()
    }

    /// Alice asks, the last tile lies at 0,0.
    pub(in crate::service) fn alice() -> Asker {
        Asker {
            seat: Seat(0),
            lang: Lang::En,
            meeples: 7,
            recent: vec![Pos::ORIGIN],
            names: vec!["Alice".into(), "Bob".into()],
            any_way: false,
        }
    }

    fn values(s: Vec<Suggestion>) -> Vec<String> {
        s.into_iter().map(|s| s.value).collect()
    }

    pub(in crate::service) fn names(s: Vec<Suggestion>) -> Vec<String> {
        s.into_iter().map(|s| s.name).collect()
    }

    fn meeples(seat: usize) -> [u8; MAX_SEATS] {
        let mut m = [0; MAX_SEATS];
        m[seat] = 1;
        m
    }

    /// Whatever tile is being placed, by a player with a short name or the longest
    /// Discord allows (32), a player whose turn is not next reads when theirs comes,
    /// whole, in both languages.
    #[test]
    fn a_not_your_turn_hint_fits_by_its_words_for_every_tile() {
        for lang in [Lang::En, Lang::Fr] {
            for waiting in ["Alice".to_string(), "N".repeat(32)] {
                for tile in carcassonne_engine::TileKind::all() {
                    let hint = not_your_turn(&waiting, 1, Phase::PlaceTile(tile), 3, lang);
                    assert!(hint.chars().count() <= 100, "{} chars: {hint}", hint.chars().count());
                    let end =
                        if lang == Lang::En { "You play in 3 turns." } else { "Vous jouez dans 3 tours." };
                    assert!(hint.ends_with(end), "{hint}");
                }
            }
        }
    }

    #[test]
    fn a_typed_x_with_a_comma_narrows_to_that_column() {
        let typed = |text| values(placements(&legal(), &alice(), text, false));
        assert_eq!(typed("3,"), ["3,-1", "3,0"], "two cells, each with two rotations");
        assert_eq!(typed("3").len(), 3, "3 is also the start of 30");
        assert_eq!(typed("3,0"), ["3,0 0", "3,0 90"], "one cell: each rotation");
        assert_eq!(typed("3,0 9"), ["3,0 90"]);
        assert_eq!(typed("3, 0, 90°"), ["3,0 90"]);
        assert_eq!(typed("-"), ["-1,0 0", "-1,0 90"]);
        assert!(typed("4,").is_empty());
        assert!(typed("3,0 90 1").is_empty());
        // A whole cell typed is that cell, though a longer one begins with it.
        let mut longer = legal();
        longer.extend([option(3, 1, Rotation::R0), option(3, 11, Rotation::R0)]);
        let typed = |text| values(placements(&longer, &alice(), text, false));
        assert_eq!(typed("3,1"), ["3,1 0"], "not 3,11 as well");
        assert_eq!(typed("3,11"), ["3,11 0"]);
        assert_eq!(typed("3,"), ["3,1 0", "3,11 0", "3,-1", "3,0"], "holes (one rotation) first");
    }

    #[test]
    fn the_rotations_of_a_cell_make_one_entry_nearest_first() {
        let all = placements(&legal(), &alice(), "", false);
        assert_eq!(values(all.clone()), ["-1,0", "0,1", "3,-1", "3,0", "30,2"]);
        assert_eq!(all[0].name, "-1,0 · 0° or 90° · beside the last tile");
        assert_eq!(all[2].name, "3,-1 · 0° or 90°");
        let mut one_way = legal();
        one_way.retain(|(o, _)| !(o.placement.pos == Pos::new(3, 0) && o.placement.rot == Rotation::R90));
        let ranked = placements(&one_way, &alice(), "", false);
        assert_eq!(
            ranked[0],
            Suggestion { name: "3,0 · only 0°".into(), value: "3,0 0".into() },
            "a hole first"
        );
        let every = [Rotation::R0, Rotation::R90, Rotation::R180, Rotation::R270].map(|r| option(5, 5, r));
        assert_eq!(
            names(placements(&every, &alice(), "5,", false)),
            ["5,5 0°", "5,5 90°", "5,5 180°", "5,5 270°"]
        );
        let mut far = every.to_vec();
        far.push(option(9, 9, Rotation::R0));
        assert_eq!(placements(&far, &alice(), "", false)[1].name, "5,5 · any rotation");
    }

    /// `place` alone shows a cell's line whole, where Discord's is cut at 100 characters
    /// (a cell whose rotations need an expansion's rule is checked in its folder).
    #[test]
    fn a_long_line_is_listed_whole() {
        let mut noted = Rotation::ALL.map(|r| option(4, 4, r)).to_vec();
        let city = Completion {
            kind: FeatureKind::City,
            points: 20,
            winners: SeatSet::single(Seat(1)),
            on_tile: true,
        };
        noted[1].1.completes.push(city);
        let mut asker = alice();
        asker.recent = vec![Pos::new(9, 9)];
        asker.names = vec!["Alice".into(), "B".repeat(32)];
        let whole = &placements(&noted, &asker, "", true)[0].name;
        assert!(whole.chars().count() > 100 && !whole.ends_with('…'), "{whole}");
        let cut = names(placements(&noted, &asker, "", false));
        assert!(cut.iter().all(|n| n.chars().count() <= 100), "{cut:?}");
        assert!(cut.iter().any(|n| n.ends_with('…')), "{cut:?}");
    }

    /// Autocomplete goes on to the rotations of the only cell; `place` alone lists the
    /// cell once, whatever its rotations.
    #[test]
    fn a_tile_that_fits_in_one_cell_is_one_line_by_cell() {
        let every = Rotation::ALL.map(|r| option(5, 5, r));
        assert_eq!(placements(&every, &alice(), "", false).len(), 4);
        assert_eq!(names(placements(&every, &alice(), "", true)), ["5,5 · any rotation"]);
    }

    #[test]
    fn what_a_placement_completes_or_extends_comes_first_and_is_said() {
        let mut legal = legal();
        let city = |points, winners| Completion { kind: FeatureKind::City, points, winners, on_tile: true };
        // 30,2 at 90° completes Alice's city; 3,0 at 0° completes Bob's road; 3,-1 at 0°
        // completes a city nobody holds; 0,1 at 90° extends Alice's road.
        legal[7].1.completes.push(city(8, SeatSet::single(Seat(0))));
        legal[0].1.completes.push(Completion {
            kind: FeatureKind::Road,
            points: 3,
            winners: SeatSet::single(Seat(1)),
            on_tile: true,
        });
        legal[2].1.completes.push(city(4, SeatSet::EMPTY));
        legal[9].1.extends.push(Extension { kind: FeatureKind::Road, meeples: meeples(0) });
        assert_eq!(
            names(placements(&legal, &alice(), "", false)),
            [
                "30,2 · 0° or 90° · at 90°: completes your city (+8)",
                "3,-1 · 0° or 90° · at 0°: completes a free city (+4 with a meeple)",
                "0,1 · 0° or 90° · at 90°: extends your road · beside the last tile",
                "-1,0 · 0° or 90° · beside the last tile",
                "3,0 · 0° or 90° · at 0°: completes Bob's road (+3 for Bob)",
            ]
            .map(String::from)
        );
        assert_eq!(
            names(placements(&legal, &alice(), "3,0", false)),
            ["3,0 90°", "3,0 0° · completes Bob's road (+3 for Bob)"],
            "one cell: its best rotation first"
        );
        let shared =
            Completion { winners: SeatSet::single(Seat(0)).with(Seat(1)), ..city(10, SeatSet::EMPTY) };
        legal[7].1.completes = vec![shared];
        assert_eq!(
            placements(&legal, &alice(), "30,2 9", false)[0].name,
            "30,2 90° · completes your city, shared with Bob (+10 each)"
        );
    }

    /// The same notes in French, their genders and plurals agreeing.
    #[test]
    fn placements_are_named_in_the_askers_language() {
        let mut legal = legal();
        let city = |points, winners| Completion { kind: FeatureKind::City, points, winners, on_tile: true };
        legal[7].1.completes.push(city(8, SeatSet::single(Seat(0))));
        legal[0].1.completes.push(Completion {
            kind: FeatureKind::Field,
            points: 3,
            winners: SeatSet::single(Seat(1)),
            on_tile: true,
        });
        legal[2].1.completes.push(city(4, SeatSet::EMPTY));
        legal[9].1.extends.push(Extension { kind: FeatureKind::Road, meeples: meeples(0) });
        let french = Asker { lang: Lang::Fr, ..alice() };
        assert_eq!(
            names(placements(&legal, &french, "", false)),
            [
                "30,2 · 0° ou 90° · à 90°\u{a0}: complète votre ville (+8)",
                "3,-1 · 0° ou 90° · à 0°\u{a0}: complète une ville libre (+4 avec un meeple)",
                "0,1 · 0° ou 90° · à 90°\u{a0}: prolonge votre route · à côté de la dernière tuile",
                "-1,0 · 0° ou 90° · à côté de la dernière tuile",
                "3,0 · 0° ou 90° · à 0°\u{a0}: complète le pré de Bob (+3 pour Bob)",
            ]
            .map(String::from)
        );
        let mut both = Preview::default();
        both.extends.push(Extension { kind: FeatureKind::City, meeples: meeples(0) });
        both.extends.push(Extension { kind: FeatureKind::Road, meeples: meeples(0) });
        both.extends.push(Extension { kind: FeatureKind::Monastery, meeples: meeples(0) });
        let note = rank(legal[0].0, &both, &french).note;
        assert_eq!(
            note.as_deref(),
            Some("prolonge votre ville et votre route\u{a0}; à côté de votre abbaye")
        );
        let many: Vec<(PlacementOption, Preview)> = (1..=40).map(|x| option(x, 0, Rotation::R0)).collect();
        let more = placements(&many, &french, "", false).pop().expect("entries");
        assert_eq!(more.name, "… 16 cases de plus (16 poses)\u{a0}: tapez x, pour affiner, par exemple 25,");
        for entry in placements(&legal, &french, "", false) {
            assert!(english::words_in(&entry.name).is_empty(), "{entry:?}");
        }
    }

    #[test]
    fn beyond_discords_limit_the_last_entry_says_how_many_more() {
        let many: Vec<(PlacementOption, Preview)> = (1..=40).map(|x| option(x, 0, Rotation::R0)).collect();
        let shown = placements(&many, &alice(), "", false);
        assert_eq!(shown.len(), MAX_CHOICES);
        assert_eq!(values(shown.clone())[..3], ["1,0 0", "2,0 0", "3,0 0"], "nearest the last tile first");
        let more = &shown[MAX_CHOICES - 1];
        assert_eq!(more.name, "… 16 more cells (16 placements): type x, to narrow, e.g. 25,");
        assert!(more.value.parse::<Action>().is_err(), "the entry plays nothing");
        assert!(shown.iter().all(|s| s.name.chars().count() <= 100 && s.value.chars().count() <= 100));
    }

    /// `place` alone lists every cell, however many: its reply has no entries' limit,
    /// and no command takes the narrowing autocomplete's last entry advises.
    #[test]
    fn place_alone_lists_every_cell_past_discords_limit() {
        let many: Vec<(PlacementOption, Preview)> = (1..=40).map(|x| option(x, 0, Rotation::R0)).collect();
        let listed = placements(&many, &alice(), "", true);
        assert_eq!(listed.len(), 40);
        assert!(listed.iter().all(|s| !s.name.contains("narrow")), "{listed:?}");
        assert_eq!(listed[39].name, "40,0 · only 0°");
    }

    #[test]
    fn by_words_narrow_by_cell_whatever_the_separators() {
        let targets = vec![
            ("1,0 city N".to_string(), "1,0 city N — Bob's city (2 meeples)".to_string()),
            ("10,2 road E".to_string(), "10,2 road E — an empty road, 1 tile".to_string()),
            ("-1,0 monastery".to_string(), "-1,0 monastery — your monastery (1 meeple)".to_string()),
        ];
        assert_eq!(values(by_words(targets.clone(), "")).len(), 3);
        assert_eq!(values(by_words(targets.clone(), "1,")), ["1,0 city N"]);
        assert_eq!(values(by_words(targets.clone(), "1 0 c")), ["1,0 city N"]);
        assert_eq!(values(by_words(targets.clone(), "-")), ["-1,0 monastery"]);
        assert_eq!(by_words(targets, "10")[0].name, "10,2 road E — an empty road, 1 tile");
        let long = vec![("0,0 road E".to_string(), "x".repeat(150))];
        assert_eq!(by_words(long, "")[0].name.chars().count(), 100);
    }

    #[test]
    fn named_words_filter_by_prefix() {
        let legal = vec![("north".to_string(), "Go north".to_string()), ("south".into(), "South".into())];
        assert_eq!(values(named(legal.clone(), "N")), ["north"]);
        assert_eq!(values(named(legal, "")), ["north", "south"]);
    }

    /// Players find an expansion by any of its words in their language (`rivière` and
    /// `riviere` in French), whole or begun, in any case; the values stay the canonical
    /// words, the commands' notation, a word typed before the last read as its own, the
    /// others following in the registry's order. English readers type the English words.
    #[test]
    fn expansions_are_found_by_their_words_in_each_language() {
        let expansions = |typed: &str, lang: Lang| {
            let all = Expansion::ALL.map(Expansion::word);
            values(words(&all, typed, expansion_spellings(lang), str::to_string))
        };
        let begun = |word: &str| word.chars().take(3).collect::<String>();
        for lang in Lang::ALL {
            assert_eq!(expansions("", lang).len(), Expansion::ALL.len());
            for e in Expansion::ALL {
                for word in spelling::expansion_words(e, lang) {
                    let mut letters = word.chars();
                    let capital: String =
                        letters.next().into_iter().flat_map(char::to_uppercase).chain(letters).collect();
                    for typed in [&word, &capital, &begun(&word)] {
                        assert!(
                            expansions(typed, lang).contains(&e.word().to_string()),
                            "{typed:?} in {lang:?}"
                        );
                    }
                    let after: Vec<String> = Expansion::ALL
                        .into_iter()
                        .filter(|&o| o != e)
                        .map(|o| format!("{} {}", e.word(), o.word()))
                        .collect();
                    assert_eq!(expansions(&format!("{capital} "), lang), after, "{capital:?} in {lang:?}");
                    for other in Expansion::ALL.into_iter().filter(|&o| o != e) {
                        let typed = format!("{word} {}", begun(&spelling::expansion_word(other, lang)));
                        let value = format!("{} {}", e.word(), other.word());
                        assert!(expansions(&typed, lang).contains(&value), "{typed:?} in {lang:?}");
                    }
                }
            }
        }
        for e in Expansion::ALL {
            let english = spelling::expansion_words(e, Lang::En);
            for word in spelling::expansion_words(e, Lang::Fr).into_iter().filter(|w| !english.contains(w)) {
                assert!(!expansions(&word, Lang::En).contains(&e.word().to_string()), "{word:?} in English");
            }
        }
    }

    /// Every decision is worded in a one-line hint: the base game's, and each
    /// expansion's (its examples), whose step is a message of its file
    /// (`suggest-doing-<step>`). Each of those is said by one of its examples: a new
    /// decision worded by a new step fails here until its expansion gives an example.
    #[test]
    fn every_decision_is_worded_in_a_hint() {
        let tile = "BA/L".parse().expect("a tile");
        let theirs = expansion::examples().flat_map(|e| e.phases);
        let phases: Vec<Phase> =
            [Phase::PlaceTile(tile), Phase::PlaceFigure].into_iter().chain(theirs).collect();
        let said = heard::said_by(|| {
            for &phase in &phases {
                for lang in Lang::ALL {
                    let hint = not_your_turn("Alice", 1, phase, 3, lang);
                    assert!(!hint.contains("suggest-"), "{phase:?}: {hint}");
                }
            }
        });
        all_said("the decisions' hints", &said, |m| m.id.starts_with("suggest-doing-"));
    }

    #[test]
    fn placement_text_becomes_command_words() {
        assert_eq!(placement_words("3,-1 90"), "3 -1 90");
        assert_eq!(placement_words(" 3 , -1 , 90° "), "3 -1 90");
        assert_eq!(placement_words("north"), "north");
    }

    #[test]
    fn spots_filter_by_prefix_in_any_case() {
        let legal: Vec<Spot> =
            ["road E", "city N", "field Es", "monastery"].map(|s| s.parse().unwrap()).into();
        assert_eq!(values(spots(&legal, "", Lang::En)), ["road E", "city N", "field Es", "monastery"]);
        assert_eq!(values(spots(&legal, "CI", Lang::En)), ["city N"]);
        assert!(spots(&legal, "castle", Lang::En).is_empty());
        assert_eq!(names(spots(&legal, "", Lang::Fr)), ["route E", "ville N", "pré Es", "abbaye"]);
        assert_eq!(
            values(spots(&legal, "vil", Lang::Fr)),
            ["city N"],
            "the French word, the notation's value"
        );
        let west: Vec<Spot> = ["road W", "field Wn"].map(|s| s.parse().unwrap()).into();
        assert_eq!(names(spots(&west, "", Lang::Fr)), ["route O", "pré On"]);
    }

    #[test]
    fn players_filter_by_prefix_in_any_case() {
        let names = ["Alice".to_string(), "Bob".to_string(), "bea".to_string()];
        assert_eq!(values(players(&names, "b")), ["Bob", "bea"]);
        assert_eq!(values(players(&names, "")), ["Alice", "Bob", "bea"]);
        assert!(players(&names, "Carol").is_empty());
    }

    #[test]
    fn words_complete_the_last_one() {
        let all = ["north-east", "south", "west"];
        let words = |typed| words(&all, typed, |w| vec![w.to_string()], |value| value.to_uppercase());
        assert_eq!(values(words("")), ["north-east", "south", "west"]);
        assert_eq!(values(words("north-east s")), ["north-east south"]);
        assert_eq!(names(words("north-east s")), ["NORTH-EAST SOUTH"]);
        assert_eq!(values(words("south ")), ["south north-east", "south west"]);
        assert!(words("up").is_empty());
    }
}
