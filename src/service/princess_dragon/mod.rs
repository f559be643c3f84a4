//! Princess & Dragon as players meet it in the service: the narration of the dragon's
//! landing, steps and meals, the fairy, the portal and the princess; the prompt of
//! whoever moves the dragon next (where it is, how many steps are left, which sides are
//! open); its refusals, one-click choices, tile parts and summary rows. The engine
//! decides what is legal and what scores; this module only words it.

super::expansion::box_folder!();

use carcassonne_engine::rules::princess_dragon::{Act, Beside, Ph};
use carcassonne_engine::{Action, Dir, FigureKind, Game, Phase, Pos, RoadEnd, TileDef, View};
use fluent_bundle::FluentValue;
use serde_json::{Value, json};

use super::choices::{MAX_LABEL, Offer};
use super::describe::{at, name};
use super::expansion::ExpansionService;
use super::landmarks::{self, Aim};
use super::page_api::{PageGame, Path};
use super::tile_words::{Part as TilePart, Pieces, Stage};
use super::turn::Ask;
use crate::locale::Lang;

/// A side of the dragon's tile as readers of `lang` say it (north, est…).
fn side(dir: Dir, lang: Lang) -> String {
    lang.say("dg-side", [("side", dir.letter().into())])
}

/// The cell the dragon's step to `dir` enters, while it moves.
fn dragon_to(view: &View, dir: Dir) -> Option<Pos> {
    let moving = view.princess_dragon()?.moving()?;
    moving.options.iter().find(|&&(side, _)| side == dir).map(|&(_, pos)| pos)
}

/// What the dragon would eat entering `to` (`dg-eats`: how many figures, whose), if any.
fn eats(view: &View, to: Pos, names: &[String], lang: Lang) -> Option<String> {
    let eaten = view.princess_dragon()?.would_eat(to);
    (!eaten.is_empty()).then(|| eaten_words("dg-eats", eaten.iter().map(|e| e.owner), names, lang))
}

/// A dragon's step as its button says it: its side, what it would eat (`eats`), the
/// tile it enters (`target`, named by what is there).
fn dragon_button(dir: Dir, target: &str, eats: Option<&str>, lang: Lang) -> String {
    let args = [("side", FluentValue::from(side(dir, lang))), ("target", target.into())];
    match eats {
        Some(eats) => lang.say("button-dragon-eats", args.into_iter().chain([("eats", eats.into())])),
        None => lang.say("button-dragon", args),
    }
}

/// The figures the dragon eats (or would eat) told by `key`: how many, and each owner
/// once in the order eaten — how many owners says whose supply they go back to
/// (« sa réserve », « leurs réserves »).
fn eaten_words(
    key: &str,
    owners: impl ExactSizeIterator<Item = carcassonne_engine::Seat>,
    names: &[String],
    lang: Lang,
) -> String {
    let count = owners.len();
    let mut named: Vec<&str> = Vec::new();
    for owner in owners.map(|seat| name(names, seat)) {
        if !named.contains(&owner) {
            named.push(owner);
        }
    }
    lang.say(
        key,
        [("count", count.into()), ("owners", named.join(", ").into()), ("players", named.len().into())],
    )
}

const VOLCANO: TilePart = TilePart("volcano");
const DRAGON: TilePart = TilePart("dragon");
const PORTAL: TilePart = TilePart("portal");
const PRINCESS: TilePart = TilePart("princess");
const ROAD_TO_VOLCANO: TilePart = TilePart("road-to-volcano");

impl ExpansionService for Part {
    /// The fairy, the portal and the princess among a figure step's options, so that a
    /// step where they alone are open (a volcano's tile) does not read as one with
    /// nothing to do; the portal with the followers that may go through, where another
    /// than a plain meeple may.
    fn figure_options(&self, ask: &Ask<'_>, actions: &[Action]) -> Vec<String> {
        let command = if ask.buttons || ask.page { "" } else { "-command" };
        let mut through: Vec<FigureKind> = Vec::new();
        for act in actions.iter().filter_map(|a| Act::of(*a)) {
            if let Act::Portal(_, figure) = act
                && !through.contains(&figure)
            {
                through.push(figure);
            }
        }
        let portal = match through.as_slice() {
            [] => None,
            [FigureKind::Meeple] => Some(ask.lang.say(&format!("option-portal{command}"), [])),
            figures => {
                let names: Vec<String> = figures.iter().map(|&f| ask.lang.figure_kind_name(f)).collect();
                let figures = ("figures", super::choices::either(&names, ask.lang).into());
                Some(ask.lang.say(&format!("option-portal-figures{command}"), [figures]))
            }
        };
        let has = |is: fn(Act) -> bool| actions.iter().filter_map(|a| Act::of(*a)).any(is);
        let say = |id: &str| ask.lang.say(&format!("{id}{command}"), []);
        let fairy = has(|a| matches!(a, Act::Fairy(_))).then(|| say("option-fairy"));
        let princess = has(|a| matches!(a, Act::Princess(_))).then(|| say("option-princess"));
        [fairy, portal, princess].into_iter().flatten().collect()
    }

    /// A dragon's step by its side, what it would eat and the tile it enters ("Dragon
    /// north, eats a figure (Ann): the tile of Ann's farmer (0 -1)"), so that its sides
    /// read apart (the fairy's, the portal's and the princess's are their facts',
    /// `offer::button`).
    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        let Act::Dragon(dir) = Act::of(action)? else { return None };
        let eats = dragon_to(offer.view, dir).and_then(|to| eats(offer.view, to, offer.names, offer.lang));
        offer.named(action, |target| dragon_button(dir, target, eats.as_deref(), offer.lang))
    }

    /// On the page: a side whose tile the dragon would eat figures on warns whose; the
    /// knight and the follower are shown in their owner's colour.
    fn page_choice(
        &self,
        view: &View,
        action: Action,
        names: &[String],
        lang: Lang,
        out: &mut serde_json::Map<String, Value>,
    ) {
        match Act::of(action) {
            Some(Act::Dragon(dir)) => {
                let (Some(pd), Some(to)) = (view.princess_dragon(), dragon_to(view, dir)) else { return };
                let eaten = pd.would_eat(to);
                if eaten.is_empty() {
                    return;
                }
                let warning = eaten_words("page-dragon-eats", eaten.iter().map(|e| e.owner), names, lang);
                out.insert("warning".into(), warning.into());
                // The page says the meal after the label, in its own words: the label
                // names the side and its tile only, as the step's other sides are named.
                let sides: Vec<(Dir, Pos)> = pd.moving().map(|m| m.options.clone()).unwrap_or_default();
                let aims: Vec<Option<Aim>> = sides.iter().map(|&(_, pos)| Some(Aim::Tile(pos))).collect();
                let named = landmarks::name_all(view, &aims, names, lang);
                let mine = sides.iter().zip(named).find(|((side, _), _)| *side == dir);
                if let Some((_, Some(named))) = mine {
                    let label = named.fit(MAX_LABEL, |target| dragon_button(dir, target, None, lang));
                    out.insert("label".into(), label.into());
                }
            }
            // The knight sent home, the follower the fairy joins: seen through their ring
            // (not a castle's meeples: the fairy stands on the castle's tile).
            Some(Act::Princess(target) | Act::Fairy(Beside::Follower(target))) => {
                if let Some(colour) = super::web::colour_at(view, target) {
                    out.insert("colour".into(), colour.into());
                }
            }
            _ => {}
        }
    }

    /// The dragon's move under way, for every page: the cells flown this move (where it
    /// started first, where it is last), the steps taken and left and who picks each,
    /// in words; and the mover's hint.
    fn page_game(
        &self,
        view: &View,
        viewer: Option<carcassonne_engine::Seat>,
        names: &[String],
        lang: Lang,
        page: &mut PageGame,
    ) {
        let Some(moving) = view.princess_dragon().and_then(|pd| pd.moving()) else { return };
        let pickers: Vec<&str> = moving.pickers.iter().map(|&seat| name(names, seat)).collect();
        let flown: Vec<String> = moving.visited.iter().map(|p| format!("{} {}", p.x, p.y)).collect();
        let words = lang.say(
            "page-dragon-flight",
            [
                ("path", flown.join(" → ").into()),
                ("steps", moving.steps.into()),
                ("left", moving.left.into()),
                ("pickers", pickers.join(", ").into()),
            ],
        );
        page.path = Some(Path { cells: moving.visited.clone(), words });
        if viewer == Some(moving.mover) {
            page.hint = Some(lang.say("page-hint-dragon", []));
        }
    }

    /// Whoever moves the dragon next: where it is, the step and what is left.
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        Ph::of(phase)?;
        let moving = ask.view.princess_dragon()?.moving()?;
        let sides: Vec<String> = moving.options.iter().map(|&(d, _)| side(d, ask.lang)).collect();
        let dragon = ask.view.princess_dragon()?.dragon()?;
        let [x, y] = at(dragon, "x", "y");
        Some(ask.lang.say(
            &ask.id("prompt-dragon"),
            [
                ask.who(),
                x,
                y,
                ("step", (moving.steps + 1).into()),
                ("left", moving.left.into()),
                ("sides", sides.join(", ").into()),
            ],
        ))
    }

    /// A road ending at the volcano (`DG/R.v`) says the volcano with it: "a road
    /// ending at a volcano", not the volcano twice.
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        let to_volcano = |s: &carcassonne_engine::Segment| s.road_end == Some(RoadEnd::Volcano);
        if let Stage::Road(road) = stage
            && to_volcano(road)
        {
            pieces.add(ROAD_TO_VOLCANO, None);
        }
        if let Stage::Markers = stage {
            let markers = def.markers;
            let volcano = markers.volcano && !def.segments.iter().any(to_volcano);
            for (on, part) in [(volcano, VOLCANO), (markers.dragon, DRAGON), (markers.portal, PORTAL)] {
                if on {
                    pieces.add(part, None);
                }
            }
            if def.segments.iter().any(|s| s.princess) {
                pieces.add(PRINCESS, None);
            }
        }
    }

    /// Where the dragon and the fairy are.
    fn summary_game(&self, game: &Game, names: &[String], out: &mut Value) {
        let Some(pd) = game.view(carcassonne_engine::Audience::Public).princess_dragon() else { return };
        out["dragon"] = pd.dragon().map_or(Value::Null, |p| json!({"x": p.x, "y": p.y}));
        out["fairy"] = pd.fairy().map_or(Value::Null, |(p, follower)| {
            json!({"x": p.x, "y": p.y, "player": follower.map(|(s, _)| names[s.index()].clone())})
        });
    }
}
