//! Bridges, Castles & Bazaars through the service, over a real SQLite file: a bridge
//! built and narrated, a placement that needs one, a castle chosen by an owner whose
//! turn it is not, and a whole auction by words with its pings and score changes.
//! Fixed tile orders make every scenario exact (a bazaar's face-up tiles are the next
//! tiles of the order). The start tile is BA/RCr: city N, road W–E, field S.

use crate::support as service_common;

use crate::support::backends::{TestDb, on_both};
use service_common::{ok, person};

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Choices, Command, Context, Front, Link, NewGame, Reply, Service, Suggest};
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::{Action, Expansion, Expansions, FigureKind, Phase, Seat};

/// `user` at 1,000 ms after the epoch: the reminder checks count from there.
fn ctx(user: &str) -> Context {
    Context { now: 1_000, ..person(user) }
}

fn discord(user: &str) -> Context {
    Context { front: Front::Discord, ..ctx(user) }
}

fn public(reply: &Reply) -> &str {
    reply.public.as_deref().unwrap_or_default()
}

/// A started Bridges, Castles & Bazaars game of `players` (seated in that order)
/// drawing `tiles`.
fn started(db: &TestDb, players: &[&str], tiles: &[&str]) -> Service {
    let mut s = db.service();
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
        seed: Some(1),
        tiles: Some(tiles.iter().map(|t| t.parse().unwrap()).collect()),
        ..NewGame::default()
    };
    ok(s.handle(&ctx(players[0]), Command::New(new)));
    for p in &players[1..] {
        ok(s.handle(&ctx(p), Command::Join));
    }
    ok(s.handle(&ctx(players[0]), Command::Start { keep_order: true }));
    s
}

fn play(s: &mut Service, who: &str, words: &str) -> Reply {
    ok(s.handle_words(&ctx(who), words))
}

fn actions(reply: &Reply) -> Vec<String> {
    reply.choices.as_ref().map_or(Vec::new(), |c| c.options.iter().map(|o| o.action.to_string()).collect())
}

/// The buttons under the channel's board now (Discord's: a terminal's reply carries none).
fn buttons(s: &mut Service) -> Choices {
    s.choices(&ctx("any")).expect("the channel's buttons")
}

fn scores(s: &mut Service) -> Vec<i32> {
    let table = s.table(&ctx("any")).unwrap();
    table.game.as_ref().unwrap().players().iter().map(|p| p.score).collect()
}

fn phase(s: &mut Service) -> Phase {
    s.table(&ctx("any")).unwrap().game.as_ref().unwrap().phase()
}

on_both! {
    /// BA/L south of the start tile fits as it is; a bridge east–west across it is then
    /// optional, offered beside the figure step, and told once built.
    fn an_optional_bridge_is_offered_built_and_narrated(db) {
        let mut s = started(&db, &["Alice", "Bob"], &["BA/L", "BA/RFr"]);
        let placed = ok(s.handle_words(&discord("Alice"), "place 0 1 0"));
        let text = public(&placed);
        assert!(text.contains("You may first build a bridge: `/bridge bridge:0,1 EW`."), "{text}");
        assert!(actions(&placed).contains(&"bridge 0 1 EW".to_string()), "{:?}", actions(&placed));
        let suggested = s.suggest(&ctx("Alice"), Suggest::BRIDGES, "0,");
        assert_eq!(suggested.iter().map(|s| s.value.as_str()).collect::<Vec<_>>(), ["0,1 EW"]);
        assert_eq!(suggested[0].name, "x 0, y 1, east–west");

        // The button builds it; the figure step comes again, without bridges now.
        let offered = placed.choices.unwrap();
        let bridge: Action = "bridge 0 1 EW".parse().unwrap();
        let built = ok(s.play_choice(&discord("Alice"), offered.game, offered.revision, bridge));
        let text = public(&built);
        assert!(text.contains("Alice built a bridge east–west at 0 1."), "{text}");
        assert!(built.mentions.is_empty(), "Alice acts on: {:?}", built.mentions);
        assert_eq!(phase(&mut s), Phase::PlaceFigure);
        assert!(!actions(&built).iter().any(|a| a.starts_with("bridge")), "{:?}", actions(&built));
        assert!(actions(&built).contains(&"meeple road E".to_string()), "{:?}", actions(&built));
        let status = ok(s.handle(&ctx("Bob"), Command::Status)).private.unwrap();
        assert!(status.contains("Bridges and castles left: Alice 2 and 3 · Bob 3 and 3."), "{status}");
        let summary = s.summary(&ctx("Alice"), &[]).unwrap();
        assert_eq!(summary["players"][0]["bridges_left"], 2);
        assert_eq!(summary["bridges_castles_bazaars"]["bridges"][0]["axis"], "EW");
    }
}

on_both! {
    /// BA/L east of the start tile meets the start tile's road with a field: only a bridge
    /// across it makes it fit. Autocomplete says so; the bridge is then owed first.
    fn a_placement_that_needs_a_bridge_is_marked_and_the_bridge_owed(db) {
        let mut s = started(&db, &["Alice", "Bob"], &["BA/L", "BA/RFr"]);
        let offered = s.suggest(&ctx("Alice"), Suggest::Placements, "1,0 0");
        assert_eq!(offered.len(), 1);
        assert_eq!(offered[0].name, "1,0 0° with a bridge");
        assert_eq!(offered[0].value, "1,0 0");
        let plain = s.suggest(&ctx("Alice"), Suggest::Placements, "0,1 0");
        assert_eq!(plain[0].name, "0,1 0°");
        let hint = s.suggest(&ctx("Bob"), Suggest::Placements, "");
        assert_eq!(hint.len(), 1, "not Bob's tile: {hint:?}");
        assert_eq!(hint[0].name, "Not your turn: Alice is placing a monastery. You play next.");
        // Every step's autocomplete says why there is nothing to pick, not an empty list.
        let spots = s.suggest(&ctx("Bob"), Suggest::Spots(FigureKind::Meeple), "");
        assert_eq!(spots[0].name, "Not your turn: Alice is placing a monastery. You play next.");
        let bridges = s.suggest(&ctx("Alice"), Suggest::BRIDGES, "");
        assert_eq!(bridges.len(), 1);
        assert_eq!(bridges[0].name, "Nothing to pick now: you are placing a monastery.");
        let outsider = s.suggest(&ctx("Zoe"), Suggest::CASTLE_CHOICES, "");
        assert_eq!(outsider[0].name, "Alice is placing a monastery — you are not seated in this game.");
        assert!(
            s.suggest(&ctx("Bob"), Suggest::Spots(FigureKind::Meeple), "road").is_empty(),
            "typed text that matches nothing"
        );

        let cell = play(&mut s, "Alice", "place 1 0");
        let turns: Vec<&str> = cell.choices.as_ref().unwrap().options.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(turns[0], "0° if you then build a bridge", "{turns:?}");

        let placed = play(&mut s, "Alice", "place 1 0 0");
        assert_eq!(phase(&mut s), Phase::from(bcb::Ph::Bridge));
        assert!(
            public(&placed)
                .contains("Alice: your tile fits there only with a bridge — build it: `bridge 1 0 EW`."),
            "{}",
            public(&placed)
        );
        assert!(placed.choices.is_none(), "a terminal's reply words no buttons: {:?}", placed.choices);
        let offered: Vec<String> = buttons(&mut s).options.iter().map(|o| o.action.to_string()).collect();
        assert_eq!(offered, ["bridge 1 0 EW"]);

        // Anything else is refused, privately, and writes nothing.
        let before = db.dump();
        for words in ["meeple monastery", "pass", "bridge 0 0 NS"] {
            let refused = s.handle_words(&ctx("Alice"), words);
            assert!(refused.refused && refused.public.is_none(), "{words}");
            assert!(refused.private.unwrap().contains("bridge"), "{words}");
            assert_eq!(db.dump(), before, "{words} wrote something");
        }
        // In Discord the prompt names the command as typed there.
        let board = ok(s.handle_words(&discord("Bob"), "board"));
        assert!(public(&board).contains("build it: `/bridge bridge:1,0 EW`."), "{}", public(&board));
        let built = play(&mut s, "Alice", "bridge 1 0 EW");
        assert!(public(&built).contains("Alice built a bridge east–west at 1 0."), "{}", public(&built));
        assert_eq!(phase(&mut s), Phase::PlaceFigure);
        let offered: Vec<String> = buttons(&mut s).options.iter().map(|o| o.action.to_string()).collect();
        assert!(offered.contains(&"meeple monastery".to_string()), "{offered:?}");
    }
}

on_both! {
    /// Bob's meeple stands in a city cap at 1 -1; Alice closes it with a cap at 1 -2: a
    /// small city, Bob's to decide on although it is Alice's turn.
    fn a_castle_is_owed_by_its_owner_off_turn_pinged_and_answered_by_button(db) {
        let mut s = started(&db, &["Alice", "Bob"], &["BA/RFr", "BA/C", "BA/C", "BA/RFr"]);
        play(&mut s, "Alice", "place 1 0 0");
        play(&mut s, "Alice", "pass");
        play(&mut s, "Bob", "place 1 -1 0");
        play(&mut s, "Bob", "meeple city N");
        let placed = play(&mut s, "Alice", "place 1 -2 180");
        assert!(placed.mentions.is_empty(), "Alice's own figure step: {:?}", placed.mentions);
        let passed = play(&mut s, "Alice", "pass");
        assert_eq!(phase(&mut s), Phase::from(bcb::Ph::Castle));
        assert_eq!(passed.mentions, ["id-Bob"], "the owner is pinged though it is not their turn");
        let text = public(&passed);
        // The choice is not blind: the prompt says what a castle earns.
        assert!(
            text.contains(
                "Bob: your small city at 1 -1 and 1 -2 is complete — `castle score` (it scores now) or \
                 `castle build`: your meeple moves onto a castle, which earns you the points of the first \
                 road, city, monastery or castle completed beside it in a later turn."
            ),
            "{text}"
        );
        let offered = buttons(&mut s);
        assert_eq!(offered.audience, carcassonne_bot::service::Audience::Public);
        let actions: Vec<String> = offered.options.iter().map(|o| o.action.to_string()).collect();
        assert_eq!(actions, ["castle build", "castle score"]);
        assert_eq!(offered.options[0].label, "Build a castle");
        let castle = s.suggest(&ctx("Bob"), Suggest::CASTLE_CHOICES, "b");
        assert_eq!(castle.iter().map(|c| c.value.as_str()).collect::<Vec<_>>(), ["build"]);
        let waiting = s.suggest(&ctx("Alice"), Suggest::CASTLE_CHOICES, "");
        assert_eq!(waiting[0].name, "Waiting: Bob is choosing between a castle and scoring their small city.");

        // Alice clicks Bob's button: refused privately, nothing changes.
        let before = db.dump();
        let build = offered.options[0].action;
        let refused = s.play_choice(&discord("Alice"), offered.game, offered.revision, build);
        assert!(refused.refused && refused.public.is_none());
        assert_eq!(refused.private.as_deref(), Some("This decision is not yours: waiting for Bob."));
        assert_eq!(db.dump(), before);

        // A reminder pings Bob too.
        let due = s.due_reminders(1_000 + 3_600_000, 3_600_000).unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].mentions, ["id-Bob"]);
        assert!(due[0].text.contains("`/castle choice:build`"), "{}", due[0].text);

        let built = ok(s.play_choice(&discord("Bob"), offered.game, offered.revision, build));
        let text = public(&built);
        assert!(text.contains("Bob chose to build a castle."), "{text}");
        assert!(text.contains("Bob built a castle over 1 -1 and 1 -2."), "{text}");
        assert!(text.contains("Bob, your turn"), "{text}");
        let summary = s.summary(&ctx("Bob"), &[]).unwrap();
        assert_eq!(summary["players"][1]["castles_left"], 2);
        assert_eq!(summary["bridges_castles_bazaars"]["castles"][0]["occupants"][0], "Bob");
        assert_eq!(scores(&mut s), [0, 0], "a castle scores later, not the city");
    }
}

on_both! {
    /// The rule example: after Red places a bazaar tile, Blue chooses and bids 2, Black
    /// passes, Red bids 3, Blue buys paying Red 3; Black chooses and bids 2, Red bids 3,
    /// Black sells to Red for 3; the last tile goes free to Black. Each step pings only
    /// the player who must answer (never the one who just acted).
    fn a_three_player_auction_by_words(db) {
        let mut s = started(&db, &["Red", "Blue", "Black"], &["BB/F.b", "BA/RFr", "BA/C", "BA/L", "BA/RFr"]);
        play(&mut s, "Red", "place 0 1 0");
        let opened = play(&mut s, "Red", "pass");
        let text = public(&opened);
        assert!(text.contains("A bazaar opens: 3 tiles go face up."), "{text}");
        assert!(text.contains("Bazaar: 1. a straight road; 2. a city cap; 3. a monastery."), "{text}");
        assert!(text.contains("Blue: choose a tile for the auction (`choose N`"), "{text}");
        assert_eq!(opened.mentions, ["id-Blue"]);
        let offered = buttons(&mut s);
        let labels: Vec<&str> = offered.options.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["Tile 1: a straight road", "Tile 2: a city cap", "Tile 3: a monastery"]);
        let offers = s.suggest(&ctx("Blue"), Suggest::OFFERS, "");
        assert_eq!(offers[1].name, "2: a city cap");
        assert_eq!(offers[1].value, "2");

        // A bid from a player the auction does not wait for is refused, privately.
        let before = db.dump();
        let refused = s.handle_words(&ctx("Red"), "bid 5");
        assert!(refused.refused && refused.public.is_none());
        assert_eq!(refused.private.as_deref(), Some("This decision is not yours: waiting for Blue."));
        assert_eq!(db.dump(), before);

        // (who, words, narration, who is pinged next, what the next step asks)
        let steps: [(&str, &str, &str, &[&str], &str); 10] = [
            (
                "Blue",
                "choose 1",
                "Blue chose tile 1 (a straight road) at the bazaar.",
                &[],
                "Blue: open the bidding on tile 1",
            ),
            (
                "Blue",
                "bid 2",
                "Blue bids 2.",
                &["id-Black"],
                "Black: raise the bid on tile 1 (`bid 3` or more) or `pass`.",
            ),
            ("Black", "pass", "Black passes (no raise).", &["id-Red"], "Red: raise the bid on tile 1"),
            (
                "Red",
                "bid 3",
                "Red bids 3.",
                &["id-Blue"],
                "Blue: `buy` tile 1 (pay Red 3) or `sell` it to Red for 3.",
            ),
            (
                "Blue",
                "buy",
                "Blue takes a straight road, paying 3 to Red.",
                &["id-Black"],
                "Black: choose a tile",
            ),
            (
                "Black",
                "choose 2",
                "Black chose tile 2 (a city cap) at the bazaar.",
                &[],
                "Black: open the bidding on tile 2",
            ),
            ("Black", "bid 2", "Black bids 2.", &["id-Red"], "Red: raise the bid on tile 2 (`bid 3` or more)"),
            (
                "Red",
                "bid 3",
                "Red bids 3.",
                &["id-Black"],
                "Black: `buy` tile 2 (pay Red 3) or `sell` it to Red for 3.",
            ),
            (
                "Black",
                "sell",
                "Red takes a city cap, paying 3 to Black.",
                &["id-Blue"],
                "Blue, your turn: place a straight road",
            ),
            ("Blue", "place 0 2 0", "Blue placed a straight road", &[], "Blue: place a figure"),
        ];
        let (mut score_after, mut texts) = (Vec::new(), Vec::new());
        for (who, words, told, pinged, asks) in steps {
            let reply = play(&mut s, who, words);
            let text = public(&reply);
            assert!(text.contains(told), "{words}: {text}");
            assert!(text.contains(asks), "{words}: {text}");
            assert_eq!(reply.mentions, pinged, "{words}");
            score_after.push(scores(&mut s));
            texts.push(text.to_string());
        }
        assert_eq!(score_after[4], [3, -3, 0], "Blue pays Red 3");
        assert_eq!(score_after[8], [0, -3, 3], "Red pays Black 3");
        assert!(texts[4].contains("1. a straight road — taken by Blue for 3;"), "{}", texts[4]);
        // The sale's message also tells the last tile going free.
        assert!(texts[8].contains("Black takes a monastery for free."), "{}", texts[8]);
        let table = s.table(&ctx("Red")).unwrap();
        let game = table.game.as_ref().unwrap();
        assert_eq!(game.players()[2].breakdown[carcassonne_engine::Category::Bazaar.index()], 3);
        let summary = s.summary(&ctx("Red"), &[]).unwrap();
        let turns = &summary["bridges_castles_bazaars"]["bazaar_turns"];
        assert_eq!(turns[0]["player"], "Black");
        assert_eq!(turns[1]["player"], "Red");
    }
}

on_both! {
    /// The auction's messages in Discord: commands as typed there, and the buttons for
    /// each step (a few bids, pass; buy and sell).
    fn auction_steps_in_discord_show_discord_commands_and_buttons(db) {
        let mut s = started(&db, &["Red", "Blue", "Black"], &["BB/F.b", "BA/RFr", "BA/C", "BA/L", "BA/RFr"]);
        play(&mut s, "Red", "place 0 1 0");
        play(&mut s, "Red", "pass");
        let chosen = ok(s.handle_words(&discord("Blue"), "choose 1"));
        assert!(public(&chosen).contains("`/bid amount:N`"), "{}", public(&chosen));
        assert_eq!(actions(&chosen), ["bid 0", "bid 1", "bid 2"]);
        let bid = ok(s.handle_words(&discord("Blue"), "bid 2"));
        let text = public(&bid);
        assert!(text.contains("(`/bid amount:3` or more) or `/pass`."), "{text}");
        assert!(text.contains("1. a straight road — up for auction, top bid 2 by Blue"), "{text}");
        assert_eq!(actions(&bid), ["pass", "bid 3", "bid 4", "bid 5"]);
        let offered = bid.choices.unwrap();
        assert_eq!(offered.options[0].label, "Pass (no raise)");
        let summary = s.summary(&ctx("Red"), &[]).unwrap();
        let auction = &summary["bridges_castles_bazaars"]["auction"];
        assert_eq!(auction["chooser"], "Blue");
        assert_eq!(auction["chosen"], 1);
        assert_eq!(auction["bids"], serde_json::json!({"Blue": 2}));
        assert_eq!(auction["top_bid"], serde_json::json!({"player": "Blue", "points": 2}));
        assert_eq!(auction["offers"][2]["tile"], "BA/L");
        assert_eq!(summary["phase"], "bazaar_raise");
        assert_eq!(summary["to_act"][0], "Black");
        let passed = ok(s.play_choice(&discord("Black"), offered.game, offered.revision, Action::Pass));
        assert!(public(&passed).contains("Black passes (no raise)."), "{}", public(&passed));
        let raised = ok(s.handle_words(&discord("Red"), "bid 3"));
        assert_eq!(actions(&raised), ["buy", "sell"]);
        // Each step's commands are named, and the buttons under the message pointed to.
        assert!(
            public(&raised)
                .contains("`/buy` tile 1 (pay Red 3) or `/sell` it to Red for 3. Or use the buttons below.")
        );
        assert!(public(&chosen).ends_with("Or use the buttons below."), "{}", public(&chosen));
        // The terminal has no buttons.
        let db = db.another();
        let mut terminal = started(&db, &["Red", "Blue", "Black"], &["BB/F.b", "BA/RFr", "BA/C", "BA/L"]);
        play(&mut terminal, "Red", "place 0 1 0");
        let opened = play(&mut terminal, "Red", "pass");
        assert!(!public(&opened).contains("buttons"), "{}", public(&opened));
    }
}

/// Alice, her seven meeples on seven monasteries in a row (Bob's monasteries the other
/// way), places an eighth at the row's end: no spot is open for a figure, and a bridge
/// north–south across it is all she may build. The figure step says so, in `lang`, on
/// the board page and in the channel: no empty list of spots ("— —"). The page's prompt
/// and the channel's.
fn only_a_bridge_at_the_figure_step(lang: Lang) -> (String, String) {
    let db = TestDb::sqlite();
    let mut s = db.service();
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
        seed: Some(1),
        tiles: Some(vec!["BA/L".parse().unwrap(); 16]),
        language: Some(lang),
        ..NewGame::default()
    };
    ok(s.handle(&ctx("Alice"), Command::New(new)));
    ok(s.handle(&ctx("Bob"), Command::Join));
    ok(s.handle(&ctx("Alice"), Command::Start { keep_order: true }));
    for x in 0..7 {
        play(&mut s, "Alice", &format!("place {x} 1 0"));
        play(&mut s, "Alice", "meeple monastery");
        play(&mut s, "Bob", &format!("place {} 1 0", -x - 1));
        play(&mut s, "Bob", "pass");
    }
    let placed = ok(s.handle_words(&discord("Alice"), "place 7 1 0"));
    assert_eq!(phase(&mut s), Phase::PlaceFigure);
    let mut offered = actions(&placed);
    offered.sort();
    assert_eq!(offered, ["bridge 6 1 NS", "bridge 7 1 NS", "pass"], "no spot, bridges only");
    let game = s.table(&ctx("Alice")).unwrap().row.id.0;
    let link = Link { game, seat: Some(Seat(0)), expires: i64::MAX, lang };
    let page = s.web_game(&link).unwrap()["prompt"].as_str().unwrap().to_string();
    (page, public(&placed).to_string())
}

#[test]
fn a_figure_step_with_only_a_bridge_says_no_spot_is_open_in_both_languages() {
    let (page, channel) = only_a_bridge_at_the_figure_step(Lang::En);
    let bridges = "« Bridge at 7 1 north–south » or « Bridge at 6 1 north–south »";
    assert_eq!(
        page,
        format!(
            "Alice: no spot is open for a figure — choose “No figure” to end your turn. You may first build a bridge: {bridges}."
        )
    );
    assert!(channel.contains("Alice: no spot is open for a figure — `/pass` to end your turn."), "{channel}");
    let (page, channel) = only_a_bridge_at_the_figure_step(Lang::Fr);
    // French typography: its spaces before « : » and inside « », as the locale writes them.
    let none = Lang::Fr.say("page-prompt-figure-none", [("name", "Alice".into())]);
    assert!(page.starts_with(&none) && page.contains("Pont en 7 1 nord–sud"), "{page}");
    assert!(
        channel.contains(
            &Lang::Fr.say("prompt-figure-none", [("name", "Alice".into())]).replace("`pass`", "`/passer`")
        ),
        "{channel}"
    );
    for prompt in [&page, &channel] {
        assert!(!prompt.contains("—  —") && !prompt.contains("— —"), "{prompt}");
    }
}
