//! The service end to end over a real SQLite file: lobby, turns, undo, refusals that
//! write nothing, restarts and racing commands.

use crate::support::backends::{TestDb, on_both};

use crate::support::{self, ok};

use carcassonne_bot::service::{Command, Context, Followup, Front, Lang, NewGame, Reply, Service};
use carcassonne_engine::{Action, Event, Phase};

fn ctx(user: &str, channel: &str) -> Context {
    Context { channel: channel.into(), now: 1_000, ..support::person(user) }
}

fn cmd(text: &str) -> Command {
    text.parse().unwrap()
}

/// A started two-player game (Alice then Bob) in channel `c`.
fn started(db: &TestDb) -> Service {
    let mut s = db.service();
    ok(s.handle(&ctx("Alice", "c"), cmd("new seed 3")));
    ok(s.handle(&ctx("Bob", "c"), Command::Join));
    ok(s.handle(&ctx("Alice", "c"), Command::Start { keep_order: true }));
    s
}

/// A started two-player game (Alice then Bob) in channel `c` drawing BA/RFr, then BA/C.
fn road_then_cap(db: &TestDb) -> Service {
    let mut s = db.service();
    let tiles = vec!["BA/RFr".parse().unwrap(), "BA/C".parse().unwrap()];
    ok(s.handle(
        &ctx("Alice", "c"),
        Command::New(NewGame { tiles: Some(tiles), seed: Some(1), ..NewGame::default() }),
    ));
    ok(s.handle(&ctx("Bob", "c"), Command::Join));
    ok(s.handle(&ctx("Alice", "c"), Command::Start { keep_order: true }));
    s
}

/// The first legal action of whoever must act, with their name.
fn next_move(s: &mut Service) -> (String, Action) {
    let table = s.table(&ctx("Alice", "c")).unwrap();
    let game = table.game.as_ref().unwrap();
    let seat = game.pending().unwrap().seats.iter().next().unwrap();
    (table.names()[seat.index()].clone(), game.legal_actions(seat)[0])
}

on_both! {
    fn a_turn_answers_with_board_words_and_a_ping(db) {
        let mut s = started(&db);
        let (who, action) = next_move(&mut s);
        assert_eq!(who, "Alice");
        let reply = ok(s.handle(&ctx("Alice", "c"), Command::Play(action)));
        let public = reply.public.unwrap();
        assert!(public.contains("Alice placed"), "{public}");
        assert!(reply.image.is_some());
        assert!(reply.private.is_none());
        // After placing, Alice may still put a figure: she acts on, and is not pinged again.
        assert!(reply.mentions.is_empty(), "no self-ping: {:?}", reply.mentions);
        let reply = ok(s.handle(&ctx("Alice", "c"), cmd("pass")));
        assert_eq!(reply.mentions, vec!["id-Bob".to_string()]);
        assert!(reply.public.unwrap().contains("Bob, your turn"));
    }
}

on_both! {
    fn refusals_are_private_specific_and_write_nothing(db) {
        let mut s = started(&db);
        let before = db.dump();
        let cases: Vec<(Context, Command, &str)> = vec![
            (ctx("Bob", "c"), cmd("place 1 0 0"), "not your turn"),
            (ctx("Carol", "c"), cmd("place 1 0 0"), "not seated"),
            (ctx("Alice", "elsewhere"), cmd("place 1 0 0"), "no game in this channel"),
            (ctx("Alice", "c"), cmd("place 0 0 0"), "already taken"),
            (ctx("Alice", "c"), cmd("place 5 5 0"), "touches no tile"),
            (ctx("Alice", "c"), cmd("meeple road E"), "place your tile first"),
            (ctx("Alice", "c"), cmd("pass"), "place your tile first"),
            (ctx("Alice", "c"), Command::Undo, "nothing to undo"),
            (ctx("Alice", "c"), Command::Join, "already started"),
            (ctx("Carol", "c"), Command::Join, "already started"),
            (ctx("Alice", "c"), cmd("new"), "already open"),
            (ctx("Alice", "c"), Command::Start { keep_order: true }, "already started"),
            (ctx("Bob", "c"), Command::Cancel, "creator"),
        ];
        for (who, command, expected) in cases {
            let reply = s.handle(&who, command.clone());
            assert!(reply.refused, "{command:?} was accepted");
            let text = reply.private.unwrap().to_lowercase();
            assert!(text.contains(expected), "{command:?}: `{text}` lacks `{expected}`");
            assert_eq!(db.dump(), before, "{command:?} wrote something");
        }
        // A figure on a feature the placed tile lacks, after a real placement.
        let (_, action) = next_move(&mut s);
        ok(s.handle(&ctx("Alice", "c"), Command::Play(action)));
        let before = db.dump();
        let reply = s.handle(&ctx("Alice", "c"), cmd("meeple monastery"));
        assert!(reply.private.unwrap().contains("has no monastery"));
        assert_eq!(db.dump(), before);
    }
}

on_both! {
    /// A refusal follows the asking user's locale: French for Discord's `fr`, unchanged
    /// English for everybody else, in the same game.
    fn a_refusal_is_in_the_asking_users_language(db) {
        let mut s = started(&db);
        let french = |name: &str, channel: &str| Context { locale: "fr".into(), ..ctx(name, channel) };
        let refusal = |s: &mut Service, who: &Context, command: Command| {
            let reply = s.handle(who, command);
            assert!(reply.refused, "accepted");
            reply.private.unwrap()
        };
        assert_eq!(
            refusal(&mut s, &french("Bob", "c"), cmd("place 1 0 0")),
            "Ce n'est pas votre tour\u{a0}: on attend Alice."
        );
        assert_eq!(
            refusal(&mut s, &ctx("Bob", "c"), cmd("place 1 0 0")),
            "It is not your turn: waiting for Alice."
        );
        let discord = Context { front: Front::Discord, ..french("Alice", "elsewhere") };
        assert_eq!(
            refusal(&mut s, &discord, Command::Status),
            "Il n'y a pas de partie dans ce salon. Lancez-en une avec `/nouvelle`."
        );
    }
}

#[test]
fn malformed_words_are_refused_before_the_service() {
    for bad in ["place 1 x 90", "place 1 0 45", "meeple castle N", "jump"] {
        assert!(bad.parse::<Command>().is_err(), "{bad}");
    }
}

/// A started Monuments game (Ann then Bob) in channel `m` drawing a road, then the
/// Cathedral's token, then a monastery.
fn cathedral_second(db: &TestDb) -> Service {
    let mut s = db.service();
    let new = NewGame {
        expansions: carcassonne_engine::Expansions::default().with(carcassonne_engine::Expansion::Monuments),
        seed: Some(1),
        tiles: Some(["BA/RFr", "MO/Cathedral.t", "BA/L"].iter().map(|t| t.parse().unwrap()).collect()),
        ..NewGame::default()
    };
    ok(s.handle(&ctx("Ann", "m"), Command::New(new)));
    ok(s.handle(&ctx("Bob", "m"), Command::Join));
    ok(s.handle(&ctx("Ann", "m"), Command::Start { keep_order: true }));
    s
}

on_both! {
    /// Monuments through the service: a large tile placed by its top-left cell, an
    /// objective completed by it with the placer's automatic cube, the architect, and the
    /// board drawn after each command with the monument's objectives on it.
    fn a_monuments_game_plays_and_renders(db) {
        let mut s = cathedral_second(&db);
        let mut last = None;
        for (who, words) in
            [("Ann", "place 1 0 0"), ("Ann", "pass"), ("Bob", "place 0 1 0"), ("Bob", "architect")]
        {
            let reply = ok(s.handle(&ctx(who, "m"), cmd(words)));
            let image = image::load_from_memory(reply.image.as_deref().expect("a board")).expect("a PNG");
            last = Some((reply.public.unwrap_or_default(), image.to_rgb8()));
        }
        let (public, image) = last.unwrap();
        assert!(public.contains("Cathedral") && public.contains("3"), "{public}");
        // Bob's turn completed an objective: who earned what is told once.
        assert!(public.contains("Objective 1 of the Cathedral is complete: Bob scores 3 points."), "{public}");
        assert_eq!(public.matches("3 points").count(), 1, "{public}");
        let game = s.table(&ctx("Ann", "m")).unwrap().game.unwrap();
        assert_eq!(game.players()[1].score, 3);
        // The plaques' little maps light the objectives' cells in the monuments' lavender.
        let lavender = image.pixels().filter(|p| p.0 == carcassonne_bot::render::monuments::colours::MONUMENT).count();
        assert!(lavender > 50, "{lavender} lavender pixels");
    }
}

on_both! {
    fn undo_takes_back_a_placement_only(db) {
        let mut s = started(&db);
        let (_, action) = next_move(&mut s);
        let tile = s.table(&ctx("Alice", "c")).unwrap().game.unwrap().current_tile();
        ok(s.handle(&ctx("Alice", "c"), Command::Play(action)));
        assert!(s.handle(&ctx("Bob", "c"), Command::Undo).refused);
        let reply = ok(s.handle(&ctx("Alice", "c"), Command::Undo));
        assert!(reply.public.unwrap().contains("took back"));
        let game = s.table(&ctx("Alice", "c")).unwrap().game.unwrap();
        assert_eq!(game.phase(), Phase::PlaceTile(tile.unwrap()));
        assert_eq!(game.board().tiles().len(), 1);
        ok(s.handle(&ctx("Alice", "c"), Command::Play(action)));
        ok(s.handle(&ctx("Alice", "c"), cmd("pass")));
        // The turn is over: a tile was drawn, nothing to take back.
        assert!(s.handle(&ctx("Alice", "c"), Command::Undo).refused);
    }
}

on_both! {
    fn a_game_survives_a_restart_and_plays_to_the_end(db) {
        let mut s = started(&db);
        for _ in 0..10 {
            let (who, action) = next_move(&mut s);
            ok(s.handle(&ctx(&who, "c"), Command::Play(action)));
        }
        let before = s.table(&ctx("Alice", "c")).unwrap().game.unwrap();
        drop(s);
        let mut s = db.service();
        let after = s.table(&ctx("Alice", "c")).unwrap().game.unwrap();
        assert_eq!(format!("{before:?}"), format!("{after:?}"));
        loop {
            let (who, action) = next_move(&mut s);
            let reply = ok(s.handle(&ctx(&who, "c"), Command::Play(action)));
            if reply.change.unwrap().events.contains(&Event::GameEnded) {
                assert!(reply.public.unwrap().contains("Final scores"));
                break;
            }
        }
        // The final board can still be shown; turn commands are told the game is over.
        assert!(ok(s.handle(&ctx("Bob", "c"), Command::Board)).image.is_some());
        let refused = s.handle(&ctx("Bob", "c"), cmd("pass"));
        assert!(refused.refused && refused.private.unwrap().contains("over"));
        // Finished games free the channel.
        ok(s.handle(&ctx("Bob", "c"), cmd("new")));
        assert!(s.table(&ctx("Alice", "c")).unwrap().game.is_none());
    }
}

on_both! {
    fn racing_commands_apply_once(db) {
        let mut s = started(&db);
        let (_, action) = next_move(&mut s);
        let replies: Vec<Reply> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..8)
                .map(|_| scope.spawn(|| db.service().handle(&ctx("Alice", "c"), Command::Play(action))))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let accepted = replies.iter().filter(|r| !r.refused).count();
        assert_eq!(accepted, 1, "{:?}", replies.iter().map(|r| &r.private).collect::<Vec<_>>());
        for r in replies.iter().filter(|r| r.refused) {
            assert!(r.private.as_ref().unwrap().contains("already placed"), "{:?}", r.private);
        }
        let actions =
            db.store().read(|tx| tx.actions(carcassonne_bot::store::GameId(1))).unwrap();
        assert_eq!(actions.len(), 1);
    }
}

on_both! {
    fn lobby_join_leave_cancel_and_listing(db) {
        let mut s = db.service();
        ok(s.handle(&ctx("Alice", "c"), cmd("new")));
        ok(s.handle(&ctx("Bob", "c"), Command::Join));
        ok(s.handle(&ctx("Bob", "d"), cmd("new")));
        let games = ok(s.handle(&ctx("Bob", "x"), Command::Games)).private.unwrap();
        assert!(games.contains("- channel `c` (lobby)") && games.contains("- channel `d` (lobby)"), "{games}");
        ok(s.handle(&ctx("Bob", "c"), Command::Leave));
        assert!(s.handle(&ctx("Bob", "c"), Command::Leave).refused);
        let mut moderator = ctx("Mod", "d");
        moderator.can_manage = true;
        ok(s.handle(&moderator, Command::Cancel));
        let status = ok(s.handle(&ctx("Alice", "c"), Command::Status)).private.unwrap();
        assert!(status.contains("Lobby: 1 seated"), "{status}");
    }
}

on_both! {
    fn seat_order_is_shuffled_from_the_seed(db) {
        let orders: Vec<Vec<String>> = (0..6)
            .map(|seed| {
                let mut s = db.service();
                // A channel per game.
                let channel = format!("c{seed}");
                ok(s.handle(&ctx("Alice", &channel), cmd(&format!("new seed {seed}"))));
                for p in ["Bob", "Carol", "Dave"] {
                    ok(s.handle(&ctx(p, &channel), Command::Join));
                }
                ok(s.handle(&ctx("Alice", &channel), Command::Start { keep_order: false }));
                s.table(&ctx("Alice", &channel)).unwrap().names()
            })
            .collect();
        assert!(orders.iter().any(|o| o[0] != "Alice"), "never shuffled: {orders:?}");
    }
}

on_both! {
    fn undo_takes_back_a_meeple_before_the_flock_choice(db) {
        let mut s = db.service();
        let tiles = ["BA/RFr", "BA/RFr", "BA/RFr"].iter().map(|t| t.parse().unwrap()).collect();
        let new = NewGame {
            expansions: carcassonne_engine::Expansions::default().with(carcassonne_engine::Expansion::HillsSheep),
            tiles: Some(tiles),
            fixed: carcassonne_engine::Fixed { bag: vec![carcassonne_engine::rules::hills_sheep::Token::Sheep(3)], ..Default::default() },
            seed: Some(1),
            ..NewGame::default()
        };
        ok(s.handle(&ctx("Alice", "c"), Command::New(new)));
        ok(s.handle(&ctx("Bob", "c"), Command::Join));
        ok(s.handle(&ctx("Alice", "c"), Command::Start { keep_order: true }));
        for (who, line) in
            [("Alice", "place 1 0 0"), ("Alice", "shepherd field Se"), ("Bob", "place 2 0 0"), ("Bob", "pass")]
        {
            ok(s.handle(&ctx(who, "c"), cmd(line)));
        }
        // The shepherd's draw ended Alice's turn: nothing to take back.
        ok(s.handle(&ctx("Alice", "c"), cmd("place 3 0 0")));
        let reply = ok(s.handle(&ctx("Alice", "c"), cmd("meeple road E")));
        assert!(reply.public.unwrap().contains("`grow`"));
        ok(s.handle(&ctx("Alice", "c"), Command::Undo));
        let game = s.table(&ctx("Alice", "c")).unwrap().game.unwrap();
        assert_eq!((game.phase(), game.players()[0].meeples), (Phase::PlaceFigure, 7));
        ok(s.handle(&ctx("Alice", "c"), cmd("pass")));
        let reply = ok(s.handle(&ctx("Alice", "c"), cmd("herd")));
        assert!(reply.public.unwrap().contains("Alice scores 3 points for herding the flock"));
    }
}

on_both! {
    fn players_who_opted_in_get_a_direct_message_when_the_game_waits_for_them(db) {
        let mut s = started(&db);
        s.set_notify(&ctx("Bob", "c"), true);
        s.set_notify(&ctx("Alice", "c"), true);
        let (_, action) = next_move(&mut s);
        // Alice's own placement pings Alice (her figure step): nobody is messaged.
        assert!(ok(s.handle(&ctx("Alice", "c"), Command::Play(action))).followups.is_empty());
        let reply = ok(s.handle(&ctx("Alice", "c"), cmd("pass")));
        assert_eq!(
            reply.followups,
            vec![Followup::DirectMessage {
                user: "id-Bob".into(),
                text: "Your Carcassonne game in <#c> is waiting for you.".into(),
                lang: Lang::En,
            }]
        );
        // Bob's client speaks French when he asks again: the English game messages him in
        // French, and the channel stays English.
        s.set_notify(&Context { locale: "fr".into(), ..ctx("Bob", "c") }, true);
        let mut messages = Vec::new();
        while messages.len() < 2 {
            let (who, action) = next_move(&mut s);
            let reply = ok(s.handle(&ctx(&who, "c"), Command::Play(action)));
            assert_eq!(reply.lang, Lang::En, "the channel stays English");
            messages.extend(reply.followups);
        }
        let said: Vec<(&str, &str, Lang)> = messages
            .iter()
            .map(|Followup::DirectMessage { user, text, lang }| (user.as_str(), text.as_str(), *lang))
            .collect();
        assert_eq!(
            said,
            [
                ("id-Alice", "Your Carcassonne game in <#c> is waiting for you.", Lang::En),
                ("id-Bob", "Votre partie de Carcassonne dans <#c> vous attend.", Lang::Fr),
            ]
        );
        // Refusals and looks send nothing.
        assert!(s.handle(&ctx("Alice", "c"), cmd("pass")).followups.is_empty());
        assert!(s.handle(&ctx("Bob", "c"), Command::Board).followups.is_empty());
    }
}

on_both! {
    fn a_cell_without_rotation_offers_the_rotations_that_fit(db) {
        let mut s = road_then_cap(&db);
        let before = db.dump();
        // A straight road east of the start tile fits turned 0° or 180°.
        let reply = ok(s.handle(&ctx("Alice", "c"), cmd("place 1 0")));
        assert!(reply.public.is_none() && reply.change.is_none());
        let text = reply.private.unwrap();
        assert!(
            text.ends_with("fits at 1 0 turned 0° or 180° — type `place 1 0 0` or `place 1 0 180`."),
            "{text}"
        );
        let choices = reply.choices.unwrap();
        let actions: Vec<String> = choices.options.iter().map(|c| c.action.to_string()).collect();
        assert_eq!(actions, ["place 1 0 0", "place 1 0 180"]);
        assert_eq!(db.dump(), before, "asking writes nothing");
        let refused = s.handle(&ctx("Alice", "c"), cmd("place 5 5"));
        assert!(refused.refused && refused.private.unwrap().contains("does not fit at 5 5"));
        // Out of turn, a cell is refused as any move: whose turn it is.
        let out_of_turn = s.handle(&ctx("Bob", "c"), cmd("place 0 -2")).private.unwrap();
        assert_eq!(out_of_turn, "It is not your turn: waiting for Alice.");
        // In Discord the buttons are under the message; the example is one that fits.
        let discord = Context { front: Front::Discord, ..ctx("Alice", "c") };
        let text = ok(s.handle(&discord, cmd("place 1 0"))).private.unwrap();
        assert!(
            text.ends_with("turned 0° or 180° — pick one below, or type `/place placement:1,0 0`."),
            "{text}"
        );
        // Clicking one plays it.
        let played = s.play_choice(&discord, choices.game, choices.revision, choices.options[1].action);
        assert!(!played.refused && played.public.unwrap().contains("at 1 0, rotated 180°"));
        // After the placement the reply offers the figure step as choices.
        assert!(played.choices.unwrap().options.iter().any(|c| c.action == carcassonne_engine::Action::Pass));
        // In the figure step there is no tile to place.
        let placed = s.handle(&ctx("Alice", "c"), cmd("place 2 0")).private.unwrap();
        assert_eq!(placed, "You have no tile to place now.");
    }
}

on_both! {
    /// The figure step names each spot as the image numbers it: above Discord's buttons in
    /// words alone, in the terminal with the commands for it.
    fn figure_spots_are_named_in_words_and_commands_only_where_typed(db) {
        let mut s = road_then_cap(&db);
        let terminal = ok(s.handle(&ctx("Alice", "c"), cmd("place 1 0 0"))).public.unwrap();
        assert!(terminal.contains("Alice: place a figure — ① road (`meeple road E`), "), "{terminal}");
        ok(s.handle(&ctx("Alice", "c"), Command::Undo));
        let discord = Context { front: Front::Discord, ..ctx("Alice", "c") };
        let placed = ok(s.handle(&discord, cmd("place 1 0 0")));
        let text = placed.public.unwrap();
        assert!(
            text.contains("Alice: place a figure — ① road, ② field north, ③ field south — or `/pass`."),
            "{text}"
        );
        assert!(!text.contains("/meeple"), "{text}");
        let labels: Vec<String> = placed.choices.unwrap().options.into_iter().map(|c| c.label).collect();
        assert_eq!(labels, ["① road", "② field north", "③ field south", "No figure"]);
    }
}

on_both! {
    /// The lobby's message points to its buttons in Discord, where it has them.
    fn the_lobby_points_to_its_buttons_in_discord(db) {
        let mut s = db.service();
        let discord = |name: &str| Context { front: Front::Discord, ..ctx(name, "c") };
        let opened = ok(s.handle(&discord("Alice"), cmd("new"))).public.unwrap();
        assert!(opened.ends_with("`/start` when everybody is in. Or use the buttons below."), "{opened}");
        let joined = ok(s.handle(&ctx("Bob", "c"), Command::Join)).public.unwrap();
        assert!(joined.ends_with("`start` when everybody is in."), "{joined}");
    }
}

on_both! {
    /// A button names the exact state it was made for: after an undo and another move the
    /// log has as many actions as when the button was offered, and the click is still
    /// refused as stale, changing nothing.
    fn a_button_kept_across_an_undo_is_stale(db) {
        let mut s = road_then_cap(&db);
        let discord = Context { front: Front::Discord, ..ctx("Alice", "c") };
        let first = ok(s.handle(&discord, cmd("place 1 0 0"))).choices.expect("figure step buttons");
        ok(s.handle(&ctx("Alice", "c"), Command::Undo));
        ok(s.handle(&ctx("Alice", "c"), cmd("place -1 0 0")));
        let before = db.dump();
        let pass = first.options.iter().find(|c| c.action == Action::Pass).unwrap().action;
        let click = s.play_choice(&ctx("Alice", "c"), first.game, first.revision, pass);
        assert!(click.refused && click.private.unwrap().contains("earlier turn"));
        assert_eq!(db.dump(), before, "a stale click writes nothing");
    }
}

on_both! {
    /// A seat keeps at most 32 characters of a player's name, without control characters.
    fn long_names_are_cut_to_what_discord_allows(db) {
        let mut s = db.service();
        let mut long = ctx("Alice", "c");
        long.user.name = format!("\u{1b}{}", "W".repeat(10_000));
        ok(s.handle(&long, Command::New(NewGame::default())));
        ok(s.handle(&ctx("Bob", "c"), Command::Join));
        ok(s.handle(&long, Command::Start { keep_order: true }));
        let names = s.table(&ctx("Bob", "c")).unwrap().names();
        assert_eq!(names[0], "W".repeat(32));
        assert!(ok(s.handle(&ctx("Bob", "c"), Command::Board)).image.is_some());
    }
}

on_both! {
    /// With six players the game's last message tells the final scoring, then the result,
    /// each in a Discord message; fields worth nothing are not listed.
    fn the_final_result_of_a_six_player_game_comes_first_and_fits(db) {
        let mut s = db.service();
        let players = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"];
        ok(s.handle(&ctx("Alice", "c"), cmd("new hills-sheep seed 9")));
        for p in &players[1..] {
            ok(s.handle(&ctx(p, "c"), Command::Join));
        }
        ok(s.handle(&ctx("Alice", "c"), Command::Start { keep_order: true }));
        let last = loop {
            // Every figure step takes a figure when it can, so final scoring has much to say.
            let table = s.table(&ctx("Alice", "c")).unwrap();
            let game = table.game.as_ref().unwrap();
            let seat = game.pending().unwrap().seats.iter().next().unwrap();
            let who = table.names()[seat.index()].clone();
            let action = game.legal_actions(seat)[0];
            let reply = ok(s.handle(&ctx(&who, "c"), Command::Play(action)));
            if reply.change.as_ref().unwrap().events.contains(&Event::GameEnded) {
                break reply;
            }
        };
        let public = last.public.unwrap();
        let more = last.more.clone().unwrap_or_default();
        assert!(public.chars().count() <= 2_000 && more.chars().count() <= 2_000, "{public}\n{more}");
        let all = format!("{public}\n{more}");
        assert!(!all.contains(" 0 points"), "{all}");
        let (scoring, result) = (all.find("Final scoring: "), all.find("The game is over: "));
        assert!(scoring.is_some() && scoring < result, "the final scoring, then the result: {all}");
        assert!(all[result.unwrap()..].contains("Final scores:"), "{all}");
    }
}

on_both! {
    /// In Discord nobody chooses the seed (the same seed gives the same draws as a local
    /// run, which the opener could look up); the terminal may, for scenarios.
    fn in_discord_the_seed_is_never_a_players_choice(db) {
        let mut s = db.service();
        let discord = Context { front: Front::Discord, ..ctx("Alice", "c") };
        let before = db.dump();
        let refused = s.handle(&discord, cmd("new seed 42"));
        assert!(refused.refused && refused.private.unwrap().contains("draws the seed"));
        assert_eq!(db.dump(), before);
        ok(s.handle(&discord, cmd("new hills-sheep")));
        ok(s.handle(&ctx("Bob", "d"), cmd("new seed 42")));
    }
}

on_both! {
    /// In Discord every hint names the command as it is typed there.
    fn discord_answers_quote_discord_commands(db) {
        let mut s = db.service();
        let discord = |name: &str| Context { front: Front::Discord, ..ctx(name, "c") };
        let none = s.handle(&discord("Alice"), Command::Status);
        assert!(none.private.unwrap().contains("`/new`"));
        let opened = ok(s.handle(&discord("Alice"), cmd("new")));
        let text = opened.public.unwrap();
        assert!(text.contains("`/join`") && text.contains("`/start`") && !text.contains("`join`"), "{text}");
        let help = ok(s.handle(&discord("Alice"), Command::Help)).private.unwrap();
        assert!(help.contains("/place placement:1,0 90") && !help.contains("place X Y ROTATION"), "{help}");
        let notify = s.handle(&discord("Alice"), Command::Notify(true)).private.unwrap();
        assert!(notify.contains("`/notify on:False`"), "{notify}");
        // The terminal keeps its own words.
        assert!(s.handle(&ctx("Bob", "c"), Command::Help).private.unwrap().contains("place X Y ROTATION"));
    }
}

on_both! {
    /// Every expansion the engine plays may be chosen, alone or together; a word naming
    /// none is refused before the service, with the words that do.
    fn every_expansion_may_be_chosen_and_an_unknown_word_is_refused(db) {
        let mut s = db.service();
        for (channel, words, what) in [
            ("a", "new monuments", "base game + Monuments"),
            ("b", "new hills-sheep monuments", "base game + Hills & Sheep, Monuments"),
            ("c", "new bridges-castles-bazaars hills-sheep gifts monuments", "Gifts, Monuments"),
        ] {
            let reply = ok(s.handle(&ctx("Alice", channel), cmd(words)));
            let text = reply.public.unwrap();
            assert!(text.contains(what), "{words}: {text}");
        }
        let error = "new monuments atlantis".parse::<Command>().unwrap_err().to_string();
        assert!(error.contains("`atlantis`") && error.contains("monuments"), "{error}");
        assert!(error.contains("hill_count"), "the options too: {error}");
    }
}

on_both! {
    /// In Discord, the figure step on a monument just placed names the architect in words
    /// with the number its disc carries on the image (after the tile's spots), and each
    /// cube by its objective's number, as the image labels it; the buttons say the same.
    fn the_architect_is_numbered_and_cubes_named_by_objective_as_on_the_image(db) {
        // A fixed draw is the terminal's (see `cathedral_second`); the turns are played from Discord.
        let mut s = cathedral_second(&db);
        let discord = |who: &str| Context { front: Front::Discord, ..ctx(who, "m") };
        ok(s.handle(&discord("Ann"), cmd("place 1 0 0")));
        ok(s.handle(&discord("Ann"), cmd("pass")));
        let reply = ok(s.handle(&discord("Bob"), cmd("place 0 1 0")));
        let public = reply.public.unwrap_or_default();
        assert!(!public.contains("`architect`") && !public.contains("`cube"), "{public}");
        let labels: Vec<String> = reply.choices.expect("buttons").options.into_iter().map(|c| c.label).collect();
        let architect = labels.iter().find(|l| l.ends_with("Architect")).expect("an architect button");
        let mark = architect.split(' ').next().unwrap();
        assert!(public.contains(&format!("{mark} the architect")), "{mark}: {public}");
        let cubes: Vec<&String> = labels.iter().filter(|l| l.contains("Cube: Cathedral")).collect();
        assert!(!cubes.is_empty(), "{labels:?}");
        // A cube's objective goes by its number, as the image labels it, not by a circled mark.
        for cube in cubes {
            assert!(cube.starts_with("Cube: Cathedral"), "{cube}");
            let n = cube.rsplit(' ').next().unwrap();
            assert!(public.contains(&format!("a cube on the Cathedral's objective {n}")), "{cube}: {public}");
        }
        // Every mark on the message is used once.
        let marks: Vec<&str> = labels
            .iter()
            .filter_map(|l| l.split(' ').next())
            .filter(|m| m.chars().all(|c| ('①'..='⑳').contains(&c)))
            .collect();
        let mut unique = marks.clone();
        unique.dedup();
        assert_eq!(marks, unique, "{labels:?}");
    }
}

/// A service told to draw no images (the terminal without `--png-dir`) answers a whole
/// game, with an undo, a look and a move of the history, in exactly the same words as
/// one that draws them, and with no image in any reply.
#[test]
fn a_service_without_images_says_the_same_and_draws_nothing() {
    /// `command` by `user` to both services: whether the drawing one drew an image, and
    /// whether both said the same, images aside.
    fn both(drawn: &mut Service, plain: &mut Service, user: &str, command: &str) -> (bool, bool) {
        let without_image = |mut reply: Reply| {
            reply.image = None;
            reply.board_button = false;
            format!("{reply:?}")
        };
        let asked = ctx(user, "c");
        let (a, b) = (ok(drawn.handle(&asked, cmd(command))), ok(plain.handle(&asked, cmd(command))));
        assert!(b.image.is_none() && !b.board_button, "`{command}` drew an image");
        (a.image.is_some(), without_image(a) == without_image(b))
    }
    let (_dir, drawn_path) = support::db();
    let (_other, plain_path) = support::db();
    let (mut drawn, mut plain) = (support::service(&drawn_path), support::service(&plain_path));
    plain.draw_images(false);
    for (user, command) in [("Alice", "new seed 3"), ("Bob", "join")] {
        assert!(both(&mut drawn, &mut plain, user, command).1, "`{command}` answered differently");
    }
    let mut moves = 0;
    let (drew, same) = both(&mut drawn, &mut plain, "Alice", "start keep_order");
    assert!(drew && same, "start: drawn {drew}, same words {same}");
    loop {
        let (who, action) = {
            let table = drawn.table(&ctx("Alice", "c")).unwrap();
            let Some(game) = table.game.as_ref().filter(|g| !g.is_over()) else { break };
            let seat = game.pending().unwrap().seats.iter().next().unwrap();
            (table.names()[seat.index()].clone(), game.legal_actions(seat)[0])
        };
        let mut asked = vec![action.to_string()];
        moves += 1;
        if moves == 3 {
            asked.extend(["undo", "board", "history move 2"].map(String::from));
        }
        for command in asked {
            let (drew, same) = both(&mut drawn, &mut plain, &who, &command);
            assert!(drew && same, "move {moves}, `{command}`: drawn {drew}, same words {same}");
        }
    }
    assert!(moves > 80, "a whole game: {moves} moves");
}

on_both! {
    /// A command Discord says was sent before the channel's game was opened (an
    /// interaction's time against the game's) was meant for an earlier game: refused,
    /// privately, in the player's language, and nothing changes — even a `/pass` that
    /// would be legal now.
    fn a_command_sent_before_the_game_was_opened_is_refused(db) {
        let mut s = db.service();
        let sent = |user: &str, at: i64| Context { sent_at: Some(at), ..ctx(user, "c") };
        ok(s.handle(&sent("Alice", 5_000), cmd("new seed 3")));
        ok(s.handle(&sent("Bob", 5_001), Command::Join));
        ok(s.handle(&sent("Alice", 5_002), Command::Start { keep_order: true }));
        let (_, action) = next_move(&mut s);
        ok(s.handle(&sent("Alice", 5_003), Command::Play(action)));
        let before = db.dump();
        let stale = s.handle(&sent("Alice", 4_999), cmd("pass"));
        assert!(stale.refused && stale.public.is_none(), "{stale:?}");
        let text = stale.private.expect("a private refusal");
        assert!(text.contains("sent before the channel's current game began"), "{text}");
        let french = s.handle(&Context { locale: "fr".into(), ..sent("Alice", 4_999) }, cmd("pass"));
        let text = french.private.expect("a private refusal");
        assert!(text.contains("envoyé avant le début de la partie"), "{text}");
        assert_eq!(db.dump(), before, "nothing written");
        ok(s.handle(&sent("Alice", 5_004), cmd("pass")));
    }
}

on_both! {
    /// Once the board outgrows the preview, the channel's `/board` on Discord shows what
    /// the turn message shows, the area around the last move with **Full board** under
    /// it (it becomes the live message, read at a chat's width); the Full board and the
    /// terminal's look show the whole board.
    fn a_channels_look_on_discord_previews_a_large_board(db) {
        let mut s = started(&db);
        let discord = |user: &str| Context { front: Front::Discord, ..ctx(user, "c") };
        let mut previewed = false;
        for _ in 0..120 {
            let (who, action) = next_move(&mut s);
            previewed = ok(s.handle(&discord(&who), Command::Play(action))).board_button;
            if previewed {
                break;
            }
        }
        assert!(previewed, "the board outgrew the preview");
        let size = |reply: &Reply| {
            let image = image::load_from_memory(reply.image.as_ref().expect("a board")).expect("a PNG");
            (image.width(), image.height())
        };
        let look = ok(s.handle(&discord("Bob"), Command::Board));
        assert!(look.board_button, "the whole board a click away");
        let whole = s.full_board(&discord("Bob"));
        assert!(!whole.board_button);
        let (near, all) = (size(&look), size(&whole));
        assert!(all.0 > near.0 || all.1 > near.1, "the look {near:?}, the whole board {all:?}");
        let typed = ok(s.handle(&ctx("Bob", "c"), Command::Board));
        assert!(!typed.board_button);
        assert_eq!(size(&typed), all, "the terminal's look is the whole board");
    }
}
