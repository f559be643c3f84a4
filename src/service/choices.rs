//! The common next steps of a game, offered as one-click choices (buttons in Discord):
//! a meeple or shepherd spot, a bridge or no figure after a placement; grow or herd for
//! a flock; the bridge a placement needs; build or score for a small city's owners; the
//! bazaar's tiles, a few bids, pass, buy and sell at an auction; the tile to keep after
//! Take two. Each choice is tied to the game and the revision it was offered for, so a
//! late click is refused politely instead of acting on a newer state; a click by a
//! player the decision does not wait for is refused by the service. It decides what is
//! offered; the front end only shows it.

use crate::locale::Lang;
use carcassonne_engine::{
    Action, Audience, CastleChoice, Game, GiftPlay, Phase, PlacementOption, Pos, Seat, Spot, TileKind,
};

use super::table::Table;
use super::{Context, Front, Reply, Service, ServiceError, UserError, spots, tile_words, turn};

/// How many bids an auction offers as buttons: the lowest legal one and the next few.
const BID_BUTTONS: usize = 3;

/// A rotation that fits, in words: "90°", or "180° if you then build a bridge" where
/// it fits only with a bridge the player must build this turn.
fn rotation(option: &PlacementOption) -> String {
    let bridge = if option.needs_bridge { " if you then build a bridge" } else { "" };
    format!("{}°{bridge}", option.placement.rot.degrees())
}

/// The label of a one-click action.
pub(super) fn label(action: Action) -> String {
    match action {
        Action::Meeple(spot) => format!("Meeple: {spot}"),
        Action::Shepherd(spot) => format!("Shepherd: {spot}"),
        Action::Grow => "Grow the flock".into(),
        Action::Herd => "Herd the flock".into(),
        Action::Pass => "No figure".into(),
        Action::Place(p) => format!("Place at {} {}, {}°", p.pos.x, p.pos.y, p.rot.degrees()),
        Action::Bridge(b) => format!("Bridge at {} {} {}", b.pos.x, b.pos.y, b.axis),
        Action::Castle(CastleChoice::Build) => "Build a castle".into(),
        Action::Castle(CastleChoice::Score) => "Score the city".into(),
        Action::Choose(n) => format!("Tile {n}"),
        Action::Bid(points) => format!("Bid {points}"),
        Action::Buy => "Buy".into(),
        Action::Sell => "Sell".into(),
        Action::Gift(play) => match play {
            GiftPlay::Synod(t) | GiftPlay::RoadSweeper(t) | GiftPlay::Retreat(t) => {
                format!("{}: {} at {} {}", play.gift().title(), t.spot, t.pos.x, t.pos.y)
            }
            GiftPlay::ChangePosition { from, to } => {
                format!("Change: {} at {} {} → {to}", from.spot, from.pos.x, from.pos.y)
            }
            GiftPlay::TakeTwo => "Take two".into(),
        },
        Action::Keep(n) => format!("Keep tile {n}"),
        Action::Architect => "Architect".into(),
        Action::Cube(monument, n) => format!("Cube: {} {n}", monument.title()),
    }
}

/// One offered step: its label and the action it plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub label: String,
    pub action: Action,
}

/// The choices for a game's pending decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choices {
    /// Who may see them: everyone (the figure step's spots, shown under the public
    /// board) or one seat (what only that player asked for).
    pub audience: Audience,
    pub game: i64,
    /// The game's revision the choices were offered for (it changes with every move
    /// and every undo, and never comes back).
    pub revision: u64,
    pub options: Vec<Choice>,
}

/// The choices for a game's pending decision, if it has common next steps. They go
/// under the public message: a decision owed by several seats at once (a small city's
/// owners) offers the same answers to each, and the service plays a click for the
/// seat that clicked.
pub(super) fn offer(table: &Table, lang: Lang) -> Option<Choices> {
    let _ = lang;
    let game = table.game.as_ref().filter(|g| !g.is_over())?;
    // The first decision a person owes: a bot seat moves by itself, nobody clicks for it.
    let person = |seat: &Seat| table.seats.get(seat.index()).is_some_and(|s| !s.is_bot);
    let (pending, seat) =
        game.decisions().iter().find_map(|d| d.seats.iter().find(person).map(|seat| (*d, seat)))?;
    // Placements are too many for buttons; autocomplete offers them instead.
    if matches!(pending.phase, Phase::PlaceTile(_) | Phase::Over) {
        return None;
    }
    // What the whole table may see: never a gift in someone's hand.
    let public = game.view(Audience::Public);
    let mut actions = public.legal_actions(seat);
    // Figure spots numbered and named as on the image.
    let open = spots::open_spots(&public, Lang::En);
    let monument_marks = spots::monument_marks(&public);
    let spot_label = |spot: Spot, figure: &str| {
        let open = open.iter().find(|o| o.spot == spot)?;
        Some(format!("{} {figure}{}", open.mark(), open.words))
    };
    // Any bid up to the limit is legal; the buttons offer the lowest few.
    let mut bids = 0;
    actions.retain(|a| {
        bids += usize::from(matches!(a, Action::Bid(_)));
        !matches!(a, Action::Bid(_)) || bids <= BID_BUTTONS
    });
    // A spot's figures side by side, in the image's order; the other steps after them.
    actions.sort_by_key(|a| match a.spot().and_then(|s| open.iter().position(|o| o.spot == s)) {
        Some(number) => (0, number),
        None => (1, 0),
    });
    let options = actions
        .into_iter()
        .map(|action| {
            let label = match (action, pending.phase) {
                (Action::Meeple(spot), _) => spot_label(spot, "").unwrap_or_else(|| label(action)),
                (Action::Shepherd(spot), _) => {
                    spot_label(spot, "shepherd, ").unwrap_or_else(|| label(action))
                }
                (Action::Architect | Action::Cube(..), _) => {
                    let mark = monument_marks.iter().find(|(a, _)| *a == action).map(|(_, m)| m);
                    mark.map_or_else(|| label(action), |mark| format!("{mark} {}", label(action)))
                }
                (Action::Pass, Phase::PlaceFigure) => "No figure".into(),
                (Action::Pass, _) => "Pass (no raise)".into(),
                (Action::Keep(n), Phase::TakeTwo(first, second)) => {
                    let tile = if n == 1 { first } else { second };
                    format!("Keep {n}: {}", tile_words::words(tile, Lang::En))
                }
                (Action::Choose(n), _) => {
                    let tile = offered_tile(game, n);
                    tile.map_or_else(
                        || label(action),
                        |tile| format!("Tile {n}: {}", tile_words::words(tile, Lang::En)),
                    )
                }
                _ => label(action),
            };
            Choice { label, action }
        })
        .collect();
    Some(Choices { audience: Audience::Public, game: table.row.id.0, revision: table.row.revision, options })
}

/// The tile numbered `n` (from 1) at the running bazaar.
fn offered_tile(game: &Game, n: u8) -> Option<TileKind> {
    let view = game.view(Audience::Public);
    let auction = view.bridges_castles_bazaars()?.auction()?;
    Some(auction.offers.get(usize::from(n).checked_sub(1)?)?.tile)
}

impl Service {
    /// The choices for the channel's pending decision, if it has common next steps.
    pub fn choices(&mut self, ctx: &Context) -> Option<Choices> {
        offer(&self.table(ctx).ok()?, Lang::En)
    }

    /// The rotations of the author's drawn tile that fit at `pos`, as choices (buttons
    /// in Discord; the terminal has the commands instead). Out of turn it is refused as
    /// any move is: whose turn it is.
    pub(super) fn rotations(&mut self, ctx: &Context, pos: Pos) -> Result<Reply, ServiceError> {
        let mut table = self.table(ctx)?;
        let seat = table.seat_of(&ctx.user.id).ok_or(UserError::NotSeated)?;
        let (game_id, revision) = (table.row.id.0, table.row.revision);
        let names = table.names();
        let game = table.playing()?;
        if game.decision_of(seat).is_none() {
            return Err(turn::not_yours(game, &names, ctx.lang()).into());
        }
        let Some(tile) = game.current_tile().filter(|_| game.active() == seat) else {
            return Err(UserError::NoTileInHand.into());
        };
        let fitting: Vec<PlacementOption> =
            game.placement_options().into_iter().filter(|o| o.placement.pos == pos).collect();
        let Some(first) = fitting.first() else {
            return Err(UserError::NoRotationFits {
                tile: tile_words::words(tile, Lang::En),
                x: pos.x,
                y: pos.y,
            }
            .into());
        };
        let turns: Vec<String> = fitting.iter().map(rotation).collect();
        let turns = match turns.as_slice() {
            [init @ .., last] if !init.is_empty() => format!("{} or {last}", init.join(", ")),
            _ => turns.join(""),
        };
        let how = match ctx.front {
            Front::Discord => format!("pick one below, or type `{}`", Action::Place(first.placement)),
            Front::Terminal => {
                let commands: Vec<String> =
                    fitting.iter().map(|o| format!("`{}`", Action::Place(o.placement))).collect();
                format!("type {}", commands.join(" or "))
            }
        };
        let mut reply = Reply::private(format!(
            "Your tile ({}) fits at {} {} turned {turns} — {how}.",
            tile_words::words(tile, Lang::En),
            pos.x,
            pos.y,
        ));
        let options = fitting
            .iter()
            .map(|o| Choice { label: rotation(o), action: Action::Place(o.placement) })
            .collect();
        reply.choices = Some(Choices { audience: Audience::Seat(seat), game: game_id, revision, options });
        Ok(reply)
    }

    /// Plays a choice offered at `revision` of `game`; refused if the game moved on,
    /// an undo included (checked in the same transaction that plays it).
    pub fn play_choice(&mut self, ctx: &Context, game: i64, revision: u64, action: Action) -> Reply {
        let result = self.retrying(|s| s.play(ctx, action, Some((game, revision))));
        self.answer(ctx, result)
    }
}
