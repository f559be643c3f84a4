//! Events in words: what happened this turn, in a sentence or two per event, with the
//! players' names. Pure formatting; it decides nothing.

use crate::locale::Lang;
use std::fmt::Write;

use super::tile_words;

use carcassonne_engine::{
    Axis, CastleChoice, Category, Event, Expansion, FeatureKind, Footprint, GiftPlay, Phase, Scoring, Seat,
    SeatSet, Target, Token, View,
};

/// Names of the seats, in seat order.
pub type Names<'a> = &'a [String];

fn name(names: Names<'_>, seat: Seat) -> &str {
    names.get(seat.index()).map_or("?", String::as_str)
}

/// "Alice", "Alice and Bob", "Alice, Bob and Carol".
pub fn join_names(names: Names<'_>, seats: SeatSet, lang: Lang) -> String {
    let _ = lang;
    let list: Vec<&str> = seats.iter().map(|s| name(names, s)).collect();
    match list.as_slice() {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn feature_phrase(s: &Scoring) -> String {
    let tiles = s.cells.len();
    let plural = if tiles == 1 { "" } else { "s" };
    match s.category {
        Category::Road => format!("a road of {tiles} tile{plural}"),
        Category::City => format!("a city of {tiles} tile{plural}"),
        Category::Monastery => "a monastery".to_string(),
        Category::Field => "a field".to_string(),
        Category::Sheep => "herding the flock".to_string(),
        Category::Castle => "their castle".to_string(),
        Category::Bazaar => "a bazaar".to_string(),
        Category::Gifts if s.at_end => "unopened gifts".to_string(),
        Category::Gifts => "a retreat".to_string(),
        Category::Monuments => "their architect".to_string(),
        Category::Fame => "their fame tokens".to_string(),
    }
}

/// Where a figure stands, in words: "on the road", "in the city"…
fn on_feature(kind: FeatureKind) -> String {
    let on = if kind == FeatureKind::Road { "on" } else { "in" };
    format!("{on} the {}", kind.word())
}

/// Whether `s` pays the cubes on a completed objective: the objective's own line tells
/// who earned what, so it is not told again.
fn pays_cubes(s: &Scoring) -> bool {
    s.category == Category::Monuments && s.meeples.iter().all(|&m| m == 0)
}

/// One line per event worth telling (draws are told by the turn prompt instead).
pub fn describe(events: &[Event], names: Names<'_>) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, event) in events.iter().enumerate() {
        // A road sweeper's road scores as at the end, in the middle of the game.
        let swept =
            i > 0 && matches!(events[i - 1], Event::GiftOpened { play: GiftPlay::RoadSweeper(_), .. });
        let line = match event {
            Event::TilePlaced { seat, tile, placement } => format!(
                "{} placed {} at {} {}{}, rotated {}°.",
                name(names, *seat),
                tile_words::words(*tile, Lang::En),
                placement.pos.x,
                placement.pos.y,
                if tile.def().footprint == Footprint::Square { " (its top-left cell of four)" } else { "" },
                placement.rot.degrees()
            ),
            // Which one of its kind the board image shows; the notation's half-edges
            // (`field Nw`) stay in commands.
            Event::MeeplePlaced { seat, spot, .. } => {
                format!("{} put a meeple {}.", name(names, *seat), on_feature(spot.kind))
            }
            Event::Passed { seat } => format!("{} placed no figure.", name(names, *seat)),
            Event::TileDrawn { .. } => continue,
            Event::TileUnderHill { seat } => {
                format!("{} drew a hill: the next tile goes under it, unseen.", name(names, *seat))
            }
            Event::ShepherdPlaced { seat, spot, .. } => {
                format!("{} put their shepherd {}.", name(names, *seat), on_feature(spot.kind))
            }
            Event::SheepDrawn { seat, token: Token::Wolf } => format!("{} drew a wolf!", name(names, *seat)),
            Event::SheepDrawn { seat, token: Token::Sheep(n) } => {
                format!("{} drew {n} sheep for the flock.", name(names, *seat))
            }
            Event::FlockLost { shepherds, sheep: 0 } => {
                format!("The wolf chases {}'s shepherd home.", join_names(names, *shepherds, Lang::En))
            }
            Event::FlockLost { shepherds, sheep } => format!(
                "The wolf scatters {sheep} sheep; {}'s {} home.",
                join_names(names, *shepherds, Lang::En),
                if shepherds.len() > 1 { "shepherds go" } else { "shepherd goes" }
            ),
            Event::TileDiscarded { tile } => {
                format!("{} fits nowhere and is discarded.", tile_words::capitalised(*tile, Lang::En))
            }
            // Nothing to tell: a field with no completed city beside it, at the end.
            Event::Scored(s) if s.points == 0 || pays_cubes(s) => continue,
            Event::Scored(s) => {
                let when = if s.at_end && !swept { "Final scoring: " } else { "" };
                let (verb, each) = if s.winners.len() > 1 { ("score", " each") } else { ("scores", "") };
                let unit = if s.points == 1 { "point" } else { "points" };
                let winners = join_names(names, s.winners, Lang::En);
                format!("{when}{winners} {verb} {} {unit}{each} for {}.", s.points, feature_phrase(s))
            }
            Event::BridgeBuilt { seat, bridge } => format!(
                "{} built a bridge {} at {} {}.",
                name(names, *seat),
                match bridge.axis {
                    Axis::NorthSouth => "north–south",
                    Axis::EastWest => "east–west",
                },
                bridge.pos.x,
                bridge.pos.y
            ),
            Event::CastleChosen { seat, choice: CastleChoice::Build } => {
                format!("{} chose to build a castle.", name(names, *seat))
            }
            Event::CastleChosen { seat, choice: CastleChoice::Score } => {
                format!("{} chose to score the small city.", name(names, *seat))
            }
            Event::CastleBuilt { seats, cells } => format!(
                "{} built a castle over {} {} and {} {}.",
                join_names(names, *seats, Lang::En),
                cells[0].x,
                cells[0].y,
                cells[1].x,
                cells[1].y
            ),
            // The tiles themselves are listed by the auction's prompt, numbered.
            Event::BazaarOpened { tiles } => match tiles.len() {
                1 => "A bazaar opens: 1 tile goes face up.".to_string(),
                n => format!("A bazaar opens: {n} tiles go face up."),
            },
            Event::BazaarChosen { seat, number, tile } => {
                format!(
                    "{} chose tile {number} ({}) at the bazaar.",
                    name(names, *seat),
                    tile_words::words(*tile, Lang::En)
                )
            }
            Event::BidMade { seat, points } => format!("{} bids {points}.", name(names, *seat)),
            Event::BidPassed { seat } => format!("{} passes (no raise).", name(names, *seat)),
            Event::TileWon { seat, tile, price: 0, paid_to: None } => {
                format!("{} takes {} for free.", name(names, *seat), tile_words::words(*tile, Lang::En))
            }
            Event::TileWon { seat, tile, price, paid_to: None } => {
                format!(
                    "{} takes {}, paying {price} to the bank.",
                    name(names, *seat),
                    tile_words::words(*tile, Lang::En)
                )
            }
            Event::TileWon { seat, tile, price, paid_to: Some(to) } => {
                let tile = tile_words::words(*tile, Lang::En);
                format!("{} takes {tile}, paying {price} to {}.", name(names, *seat), name(names, *to))
            }
            // Public: who received, never which card.
            Event::GiftReceived { seat } => {
                format!("{} receives a gift for helping a rival.", name(names, *seat))
            }
            // Told to its receiver only (the event's audience is that seat).
            Event::GiftDrawn { gift, .. } => format!(
                "Your new gift: {} — {} (`gift {}`; `gifts` shows your hand).",
                gift.title(),
                super::gifts::meaning(*gift),
                gift.word()
            ),
            Event::GiftOpened { seat, play } => {
                format!("{} opens a gift: {}.", name(names, *seat), opened(*play))
            }
            Event::GiftsReshuffled => "The opened gifts are shuffled into a new deck.".to_string(),
            Event::TileReturned { tile } => {
                format!("{} goes back into the stack.", tile_words::capitalised(*tile, Lang::En))
            }
            Event::ArchitectPlaced { seat, monument } => {
                format!("{} put an architect on the {}.", name(names, *seat), monument.title())
            }
            Event::CubePlaced { seat, monument, objective, automatic: false } => {
                format!(
                    "{} put a cube on objective {objective} of the {}.",
                    name(names, *seat),
                    monument.title()
                )
            }
            Event::CubePlaced { seat, monument, objective, automatic: true } => format!(
                "{}'s tile completes objective {objective} of the {}: a cube of theirs joins it.",
                name(names, *seat),
                monument.title()
            ),
            Event::ObjectiveCompleted { monument, objective, cubes, reward } => {
                let paid: Vec<String> = cubes
                    .iter()
                    .enumerate()
                    .filter(|&(_, &n)| n > 0)
                    .map(|(i, &n)| format!("{} {}", name(names, Seat(i as u8)), reward.times(u32::from(n))))
                    .collect();
                format!(
                    "Objective {objective} of the {} is complete: {}.",
                    monument.title(),
                    if paid.is_empty() { "no cube on it".to_string() } else { paid.join(", ") }
                )
            }
            Event::MonumentCompleted { monument } => format!("The {} is complete!", monument.title()),
            Event::GameEnded => "The game is over.".to_string(),
        };
        lines.push(line);
    }
    lines
}

/// What an opened gift does, in words: "Retreat — their meeple on the city N at 1 0
/// goes home". Only an opened card is named: it is face up for everyone.
fn opened(play: GiftPlay) -> String {
    let title = play.gift().title();
    let at = |t: Target| format!("the {} at {} {}", t.spot, t.pos.x, t.pos.y);
    match play {
        GiftPlay::Synod(t) => format!("{title} — a meeple from their supply goes onto {}", at(t)),
        GiftPlay::RoadSweeper(t) => format!("{title} — {} scores now, as at the end", at(t)),
        GiftPlay::Retreat(t) => format!("{title} — their meeple on {} goes home", at(t)),
        GiftPlay::ChangePosition { from, to } => {
            format!("{title} — their meeple on {} moves to the {to} of its tile", at(from))
        }
        GiftPlay::TakeTwo => format!("{title} — they draw a second tile and will keep one"),
    }
}

/// The running bazaar in words, for the public message of each step of its auction:
/// the face-up tiles numbered, who took which and for how much, the tile under the
/// hammer with its top bid, then who must answer now and how. `None` without one.
pub fn auction(game: &View, names: Names<'_>) -> Option<String> {
    let auction = game.bridges_castles_bazaars()?.auction()?;
    let top = auction.top_bid();
    let offers: Vec<String> = auction
        .offers
        .iter()
        .enumerate()
        .map(|(i, offer)| {
            let tile = format!("{}. {}", i + 1, tile_words::words(offer.tile, Lang::En));
            match (offer.winner, top) {
                (Some(winner), _) => format!("{tile} — taken by {} for {}", name(names, winner), offer.price),
                (None, Some((bidder, bid))) if auction.chosen == Some(i) => {
                    format!("{tile} — up for auction, top bid {bid} by {}", name(names, bidder))
                }
                (None, None) if auction.chosen == Some(i) => format!("{tile} — up for auction"),
                (None, _) => tile,
            }
        })
        .collect();
    let mut text = format!("Bazaar: {}.", offers.join("; "));
    let pending = game.pending()?;
    let seat = pending.seats.iter().next()?;
    let who = name(names, seat);
    let number = auction.chosen.map_or(0, |i| i + 1);
    let _ = match (pending.phase, top) {
        (Phase::BazaarChoose, _) => {
            write!(text, "\n{who}: choose a tile for the auction (`choose N`, by its number).")
        }
        (Phase::BazaarBid, _) => {
            write!(text, "\n{who}: open the bidding on tile {number} (`bid N`, 0 or more).")
        }
        (Phase::BazaarRaise, Some((_, bid))) => {
            write!(text, "\n{who}: raise the bid on tile {number} (`bid {}` or more) or `pass`.", bid + 1)
        }
        (Phase::BazaarTrade, Some((bidder, bid))) => write!(
            text,
            "\n{who}: `buy` tile {number} (pay {} {bid}) or `sell` it to {} for {bid}.",
            name(names, bidder),
            name(names, bidder)
        ),
        _ => Ok(()),
    };
    Some(text)
}

/// The scoreboard in one line: "Alice 12 · Bob 9".
pub fn scores(game: &View, names: Names<'_>) -> String {
    let parts: Vec<String> = game
        .players()
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} {}", name(names, Seat(i as u8)), p.score))
        .collect();
    parts.join(" · ")
}

/// Bridges, Castles & Bazaars: each player's bridges and castles in supply, in one
/// line ("Bridges and castles left: Alice 3 and 2 · Bob 2 and 3"); `None` without the
/// expansion.
pub fn supplies(game: &View, names: Names<'_>) -> Option<String> {
    let bcb = game.bridges_castles_bazaars()?;
    let parts: Vec<String> = (0..game.players().len())
        .map(|i| {
            let seat = Seat(i as u8);
            format!("{} {} and {}", name(names, seat), bcb.bridges_left(seat), bcb.castles_left(seat))
        })
        .collect();
    Some(format!("Bridges and castles left: {}.", parts.join(" · ")))
}

/// The outcome in one line: "Alice wins with 52 points." or "Alice and Bob tie with 40
/// points."
pub fn result(game: &View, names: Names<'_>) -> String {
    let best = game.players().iter().map(|p| p.score).max().unwrap_or(0);
    let winners = SeatSet::from_fn(|s| game.players().get(s.index()).is_some_and(|p| p.score == best));
    let verb = if winners.len() > 1 { "tie" } else { "wins" };
    format!(
        "{} {verb} with {best} point{}.",
        join_names(names, winners, Lang::En),
        if best == 1 { "" } else { "s" }
    )
}

/// The score categories a game can use: the base game's, and its expansions' (sheep
/// with Hills & Sheep; castles and bazaars with Bridges, Castles & Bazaars), so a
/// game's account never lists kinds of points it cannot earn.
pub fn categories(game: &View) -> Vec<Category> {
    let in_play = |c: &Category| match c {
        Category::Sheep => game.has(Expansion::HillsSheep),
        Category::Castle | Category::Bazaar => game.has(Expansion::BridgesCastlesBazaars),
        Category::Gifts => game.has(Expansion::Gifts),
        Category::Monuments | Category::Fame => game.has(Expansion::Monuments),
        Category::Road | Category::City | Category::Monastery | Category::Field => true,
    };
    Category::ALL.into_iter().filter(in_play).collect()
}

/// The final table: one line per player with points per feature kind.
pub fn breakdown(game: &View, names: Names<'_>) -> String {
    let mut out = String::new();
    let mut order: Vec<usize> = (0..game.players().len()).collect();
    order.sort_by_key(|&i| -game.players()[i].score);
    for i in order {
        let p = &game.players()[i];
        let parts: Vec<String> =
            categories(game).iter().map(|c| format!("{c} {}", p.breakdown[c.index()])).collect();
        let _ = writeln!(out, "{}: {} ({})", name(names, Seat(i as u8)), p.score, parts.join(", "));
    }
    out
}
