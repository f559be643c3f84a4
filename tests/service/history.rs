//! The whole history through the service, over a real SQLite file: a whole 72-tile
//! game told move by move (every move at once in the terminal, a page at a time on
//! Discord, each page within a message and every move on exactly one), the board after
//! any move drawn byte for byte as its turn drew it, in French too, and never a hidden
//! card; then the finished games of a server, listed and opened by their number, with
//! refusals for the games that may not be opened, after a restart as before.

use crate::support as service_common;
use crate::support::backends::on_both;

use service_common::{ok, person};

use carcassonne_bot::discord::custom_id::{Click, HistoryPage};
use carcassonne_bot::discord::outgoing::{self, MAX_CONTENT};
use carcassonne_bot::service::{Command, Context, Front, HistoryAsk, NewGame, Reply, Service, User};
use carcassonne_engine::GameRng;
use carcassonne_engine::rules::gifts::Gift;
use carcassonne_engine::{Action, Expansion, Expansions};

/// `user` in channel `channel` of server `guild`, on `front`, reading `locale`.
fn on(guild: &str, channel: &str, user: &str, front: Front, locale: &str) -> Context {
    Context { guild: guild.into(), channel: channel.into(), locale: locale.into(), front, ..person(user) }
}

fn terminal(user: &str) -> Context {
    on("g", "c", user, Front::Terminal, "en-US")
}

fn discord(user: &str) -> Context {
    on("g", "c", user, Front::Discord, "en-US")
}

fn private(reply: &Reply) -> &str {
    reply.private.as_deref().unwrap_or_default()
}

fn history(ask: HistoryAsk) -> Command {
    Command::History(ask)
}

fn after(seq: u64) -> Command {
    history(HistoryAsk { after: Some(seq), ..HistoryAsk::default() })
}

/// Opens a game of Alice and Bob in `ctx`'s channel, as `new` says, and starts it in
/// that order.
fn start(s: &mut Service, ctx: &Context, new: NewGame) {
    let bob = Context { user: User { id: "id-Bob".into(), name: "Bob".into() }, ..ctx.clone() };
    ok(s.handle(ctx, Command::New(new)));
    ok(s.handle(&bob, Command::Join));
    ok(s.handle(ctx, Command::Start { keep_order: true }));
}

/// What one move's turn message showed: its image and whether that was a preview.
struct Shown {
    image: Vec<u8>,
    preview: bool,
    front: Front,
}

/// Plays the channel's game of `ctx` to its end by legal actions picked with `seed`,
/// the first `on_discord` moves from Discord and the rest from the terminal; what each
/// move's message showed, by move.
fn play_out(s: &mut Service, ctx: &Context, seed: u64, on_discord: usize) -> Vec<Shown> {
    let mut rng = GameRng::from_seed(seed);
    let mut shown = Vec::new();
    while let Some(next) = s.owed(ctx).unwrap().into_iter().next() {
        let front = if shown.len() < on_discord { Front::Discord } else { Front::Terminal };
        let mover = Context {
            user: User { id: format!("id-{}", next.name), name: next.name.clone() },
            front,
            ..ctx.clone()
        };
        let action = next.actions[rng.below(next.actions.len())];
        let reply = ok(s.handle(&mover, Command::Play(action)));
        shown.push(Shown { image: reply.image.expect("a board"), preview: reply.board_button, front });
    }
    shown
}

/// The number each line of a listing opens with ("12. Alice placed …").
fn numbers(text: &str) -> Vec<u64> {
    text.lines().filter_map(|line| line.split_once(". ").and_then(|(n, _)| n.parse().ok())).collect()
}

/// The page a page button goes to, by its label.
fn page_to(reply: &Reply, label: &str) -> Option<usize> {
    reply.pages.iter().find(|p| p.label == label).map(|p| p.page)
}

on_both! {
    /// A whole base game of 72 tiles: the terminal lists every move; Discord pages through
    /// them from the newest, Older to the first and Newer back, each page one message in
    /// place of the last, every move on exactly one page; the board after several moves is
    /// the image their turn showed, byte for byte; moves out of range are refused.
    fn a_whole_game_pages_through_every_move_and_draws_each_board_again(db) {
        let mut s = db.service();
        start(&mut s, &terminal("Alice"), NewGame { seed: Some(11), ..NewGame::default() });
        let shown = play_out(&mut s, &terminal("Alice"), 11, 12);
        let table = s.table(&terminal("Alice")).unwrap();
        let game = table.game.as_ref().unwrap();
        assert!(game.is_over());
        assert_eq!(game.board().tiles().len() + game.discarded().len(), 72, "the whole stack");
        let total = shown.len() as u64;
        assert_eq!(table.last_seq, total);

        // The terminal: every move, once, in order.
        let all = ok(s.handle(&terminal("Bob"), history(HistoryAsk::default())));
        let text = private(&all);
        assert!(text.starts_with(&format!("Moves 1–{total} of {total}:\n1. Alice placed ")), "{text}");
        assert_eq!(numbers(text), (1..=total).collect::<Vec<_>>());
        assert!(all.pages.is_empty() && all.image.is_none());
        assert!(text.contains("scores") && text.contains("The game is over."), "scorings told: {text}");
        assert!(!text.contains('`'), "words, not the notation: {text}");

        // Discord: the newest page first, then Older to the first page.
        let newest = ok(s.handle(&discord("Bob"), history(HistoryAsk::default())));
        assert!(!newest.in_place, "a command's answer is a new message");
        let header = private(&newest).lines().next().unwrap().to_string();
        let pages: usize = header.rsplit_once(" of ").unwrap().1.trim_end_matches("):").parse().unwrap();
        assert!(pages >= 4, "{header}");
        assert!(header.ends_with(&format!("of {total} (page {pages} of {pages}):")), "{header}");
        assert_eq!(page_to(&newest, "Newer"), None);
        let mut seen = Vec::new();
        let mut page = newest;
        for number in (1..=pages).rev() {
            let text = private(&page).to_string();
            assert!(text.contains(&format!("(page {number} of {pages}):")), "{text}");
            let messages = outgoing::messages(&page);
            assert_eq!(messages.len(), 1, "a page is one message");
            assert!(messages[0].ephemeral && messages[0].content == text, "whole, not clipped");
            assert!(text.chars().count() <= MAX_CONTENT, "{} characters", text.chars().count());
            let ids: Vec<Click> = messages[0].buttons.iter().filter_map(|b| Click::decode(&b.id)).collect();
            let game = table.row.id.0;
            let mut expected = Vec::new();
            if number > 1 {
                expected.push(Click::History(HistoryPage { game, page: number - 1 }));
            }
            if number < pages {
                expected.push(Click::History(HistoryPage { game, page: number + 1 }));
            }
            assert_eq!(ids, expected, "page {number}");
            seen.splice(0..0, numbers(&text));
            let Some(older) = page_to(&page, "Older") else { break };
            page =
                ok(s.handle(&discord("Bob"), history(HistoryAsk { page: Some(older), ..HistoryAsk::default() })));
            assert!(page.in_place, "a page asked by its button replaces the one clicked");
        }
        assert_eq!(seen, (1..=total).collect::<Vec<_>>(), "every move once, in order");
        // And back: Newer walks the same pages.
        let mut again = Vec::new();
        let mut number = Some(1);
        while let Some(n) = number {
            let page =
                ok(s.handle(&discord("Alice"), history(HistoryAsk { page: Some(n), ..HistoryAsk::default() })));
            again.extend(numbers(private(&page)));
            number = page_to(&page, "Newer");
        }
        assert_eq!(again, seen);

        // The board after a move, drawn as its turn drew it: the whole board (a terminal's
        // every image, Discord's until the board outgrew the preview).
        let whole: Vec<u64> = (1..=total).filter(|&n| !shown[n as usize - 1].preview).collect();
        let discord_whole: Vec<u64> =
            whole.iter().copied().filter(|&n| shown[n as usize - 1].front == Front::Discord).collect();
        assert!(discord_whole.len() >= 3, "{discord_whole:?}");
        for seq in discord_whole.iter().copied().chain([13, 14, total / 2, total - 1, total]) {
            let then = &shown[seq as usize - 1];
            let asker = match then.front {
                Front::Discord => discord("Bob"),
                Front::Terminal => terminal("Bob"),
            };
            let board = ok(s.handle(&asker, after(seq)));
            assert!(board.public.is_none() && board.mentions.is_empty(), "a look for its asker alone");
            assert!(board.image.as_deref() == Some(then.image.as_slice()), "move {seq}: not the same image");
            let text = private(&board);
            assert!(text.starts_with(&format!("The board after move {seq} of {total}:\n{seq}. ")), "{text}");
            assert!(text.contains("\nScores: Alice "), "{text}");
        }
        // Out of range, or said twice: refused, naming the range or the way to say it.
        for bad in [after(0), after(total + 1)] {
            let refused = s.handle(&discord("Bob"), bad);
            assert!(refused.refused && refused.image.is_none());
            assert!(private(&refused).contains(&format!("moves go from 1 to {total}")), "{}", private(&refused));
        }
        let twice = s.handle_words(&terminal("Bob"), "history move 3 move 4");
        assert!(twice.refused && private(&twice).contains("`history move 12`"), "{}", private(&twice));

        // In French: the reader's words, the commands as they type them.
        let french = on("g", "c", "Bob", Front::Discord, "fr");
        let page = ok(s.handle(&french, history(HistoryAsk { page: Some(1), ..HistoryAsk::default() })));
        assert!(private(&page).starts_with("Coups 1–"), "{}", private(&page));
        assert!(private(&page).contains("\n1. Alice a posé "), "{}", private(&page));
        assert_eq!(page.pages.iter().map(|p| p.label.as_str()).collect::<Vec<_>>(), ["Plus récents"]);
        let french = on("g", "c", "Bob", Front::Terminal, "fr");
        let board = ok(s.handle_words(&french, "historique coup 13"));
        assert!(private(&board).starts_with(&format!("Le plateau après le coup 13 sur {total}\u{a0}:")));
        assert!(board.image.as_deref() == Some(shown[12].image.as_slice()), "the game's own language");
        let refused = s.handle_words(&french, &format!("historique coup {}", total + 1));
        assert!(private(&refused).contains(&format!("vont de 1 à {total}")), "{}", private(&refused));
    }
}

on_both! {
    /// A gift is told as received, never which card: not in the history's words, in either
    /// language, on either front.
    fn the_history_never_names_a_hidden_gift(db) {
        let mut s = db.service();
        let new = NewGame {
            expansions: Expansions::default().with(Expansion::Gifts),
            seed: Some(1),
            tiles: Some(["BA/RFr", "BA/RFr", "BA/L", "BA/RFr"].iter().map(|t| t.parse().unwrap()).collect()),
            fixed: carcassonne_engine::Fixed { gifts: vec![Gift::RoadSweeper], ..Default::default() },
            ..NewGame::default()
        };
        start(&mut s, &terminal("Alice"), new);
        for (who, words) in [("Alice", "place 1 0 0"), ("Alice", "meeple road E"), ("Bob", "place 2 0 0")] {
            ok(s.handle_words(&terminal(who), words));
        }
        for (front, locale, received, card) in [
            (Front::Terminal, "en-US", "3. Bob placed ", "sweeper"),
            (Front::Discord, "en-US", "Bob receives a gift for helping a rival.", "sweeper"),
            (Front::Discord, "fr", "Bob reçoit un présent", "cantonnier"),
        ] {
            for asker in ["Alice", "Bob"] {
                let told = ok(s.handle(&on("g", "c", asker, front, locale), history(HistoryAsk::default())));
                let text = private(&told).to_lowercase();
                assert!(private(&told).contains(received), "{}", private(&told));
                assert!(!text.contains(card) && !text.contains("gift sweeper"), "{text}");
                let board = ok(s.handle(&on("g", "c", asker, front, locale), after(3)));
                assert!(!private(&board).to_lowercase().contains(card), "{}", private(&board));
            }
        }
    }
}

/// The number of the game just played in `ctx`'s channel.
fn game_id(s: &mut Service, ctx: &Context) -> i64 {
    s.table(ctx).unwrap().row.id.0
}

/// A short game of Alice and Bob in `channel` of `guild`, played to its end at `now`:
/// two tiles placed where they first fit, no figure, no point.
fn finished(s: &mut Service, guild: &str, channel: &str, now: i64) -> i64 {
    let ctx = Context { now, ..on(guild, channel, "Alice", Front::Terminal, "en-US") };
    let tiles = ["BA/RFr", "BA/C"].iter().map(|t| t.parse().unwrap()).collect();
    start(s, &ctx, NewGame { seed: Some(1), tiles: Some(tiles), ..NewGame::default() });
    while let Some(next) = s.owed(&ctx).unwrap().into_iter().next() {
        let mover = Context {
            user: User { id: format!("id-{}", next.name), name: next.name.clone() },
            ..ctx.clone()
        };
        let action = if next.actions.contains(&Action::Pass) { Action::Pass } else { next.actions[0] };
        ok(s.handle(&mover, Command::Play(action)));
    }
    assert!(s.table(&ctx).unwrap().game.unwrap().is_over());
    game_id(s, &ctx)
}

/// What a look shows of the finished games, by asker: `games finished` in the channel
/// and on each front, and each game's board and history by its number.
fn looks(s: &mut Service, ids: &[i64]) -> Vec<(String, Option<Vec<u8>>)> {
    let mut seen = Vec::new();
    for ctx in [terminal("Carol"), discord("Carol"), on("g", "c", "Carol", Front::Discord, "fr")] {
        let listed = ok(s.handle(&ctx, Command::FinishedGames));
        seen.push((private(&listed).to_string(), None));
    }
    for &id in ids {
        let board = ok(s.handle(&terminal("Carol"), Command::BoardOf(id)));
        seen.push((private(&board).to_string(), board.image));
        let moves =
            ok(s.handle(&terminal("Carol"), history(HistoryAsk { game: Some(id), ..HistoryAsk::default() })));
        seen.push((private(&moves).to_string(), None));
    }
    seen
}

on_both! {
    /// `games finished` lists this channel's finished games and the server's others,
    /// newest first, with their date, players, scores and winner; `board game ID` and
    /// `history game ID` open any of them, privately; another server's game, a running one,
    /// a cancelled one or an unknown number is refused; all of it the same after a restart.
    fn finished_games_are_listed_and_opened_by_number_across_a_restart(db) {
        let mut s = db.service();
        let day = 86_400_000;
        let first = finished(&mut s, "g", "c", 1_700_000_000_000);
        let other = finished(&mut s, "g", "d", 1_700_000_000_000 + day);
        let latest = finished(&mut s, "g", "c", 1_700_000_000_000 + 2 * day);
        let foreign = finished(&mut s, "h", "c", 1_700_000_000_000);
        start(&mut s, &on("g", "e", "Alice", Front::Terminal, "en-US"), NewGame::default());
        let running = game_id(&mut s, &on("g", "e", "Alice", Front::Terminal, "en-US"));
        start(&mut s, &terminal("Alice"), NewGame::default());
        let cancelled = game_id(&mut s, &terminal("Alice"));
        ok(s.handle(&terminal("Alice"), Command::Cancel));

        let listed = ok(s.handle_words(&terminal("Carol"), "games finished"));
        assert!(listed.public.is_none(), "a look for its asker alone");
        let text = private(&listed);
        let expected = format!(
            "Finished in this channel:\n\
             - Game {latest}, 2023-11-16: Alice 0 · Bob 0. Alice and Bob tie with 0 points.\n\
             - Game {first}, 2023-11-14: Alice 0 · Bob 0. Alice and Bob tie with 0 points.\n\
             Finished elsewhere on this server:\n\
             - Game {other}, 2023-11-15, #d: Alice 0 · Bob 0. Alice and Bob tie with 0 points.\n\
             `board game {latest}` shows a game's final board, `history game {latest}` its moves."
        );
        assert_eq!(text, expected);
        let listed = ok(s.handle(&discord("Carol"), Command::FinishedGames));
        let text = private(&listed);
        assert!(text.contains(&format!("- Game {latest}, <t:1700172800:d>: Alice 0")), "{text}");
        assert!(text.contains(&format!("- Game {other}, <t:1700086400:d>, <#d>: ")), "{text}");
        assert!(text.contains(&format!("`/board game:{latest}`")), "{text}");
        let french = ok(s.handle_words(&on("g", "c", "Carol", Front::Terminal, "fr"), "parties terminées"));
        assert!(
            private(&french).starts_with("Terminées dans ce salon\u{a0}:\n- Partie "),
            "{}",
            private(&french)
        );
        assert!(private(&french).contains(&format!("`plateau partie {latest}`")), "{}", private(&french));
        let elsewhere =
            ok(s.handle(&on("g", "quiet", "Carol", Front::Terminal, "en-US"), Command::FinishedGames));
        assert!(private(&elsewhere).starts_with("No game has finished in this channel yet.\nFinished elsewhere"));

        // Opened by number from any channel of the server, privately.
        let board = ok(s.handle(&on("g", "d", "Carol", Front::Discord, "en-US"), Command::BoardOf(first)));
        assert!(board.public.is_none() && board.image.is_some() && board.choices.is_none(), "{board:?}");
        assert!(private(&board).starts_with("Scores: Alice 0 · Bob 0."), "{}", private(&board));
        assert!(private(&board).contains("Alice and Bob tie with 0 points"), "{}", private(&board));
        let moves = ok(s.handle_words(&terminal("Carol"), &format!("history game {other}")));
        assert!(private(&moves).starts_with("Moves 1–") && private(&moves).contains("\n1. Alice placed "));
        let board = ok(s.handle_words(&terminal("Carol"), &format!("history game {other} move 1")));
        assert!(board.image.is_some() && private(&board).starts_with("The board after move 1 of "));
        let french = on("g", "c", "Carol", Front::Terminal, "fr");
        assert!(!s.handle_words(&french, &format!("historique partie {other} coup 1")).refused);
        assert!(!s.handle_words(&french, &format!("plateau partie {other}")).refused);

        // Refused: another server's, one still being played elsewhere, a cancelled one,
        // and a number of no game.
        let refusals = [
            (foreign, "There is no finished game"),
            (running, "is not over yet"),
            (cancelled, "There is no finished game"),
            (9_999, "There is no finished game"),
        ];
        for (id, why) in refusals {
            for command in [Command::BoardOf(id), history(HistoryAsk { game: Some(id), ..HistoryAsk::default() })]
            {
                let refused = s.handle(&terminal("Carol"), command.clone());
                assert!(refused.refused && refused.image.is_none(), "{command:?}");
                assert!(private(&refused).contains(why), "{command:?}: {}", private(&refused));
            }
        }
        let refused = s.handle(&discord("Carol"), Command::BoardOf(running));
        assert!(
            private(&refused).starts_with(&format!("Game {running} is not over yet")),
            "{}",
            private(&refused)
        );
        // The channel's own game, running, opens by its number too.
        let own = on("g", "e", "Carol", Front::Terminal, "en-US");
        assert!(!s.handle(&own, Command::BoardOf(running)).refused);

        // A restart: the same lists and the same boards.
        let ids = [first, other, latest];
        let before = looks(&mut s, &ids);
        drop(s);
        let mut s = db.service();
        assert!(before == looks(&mut s, &ids), "the same after a restart");
    }
}
