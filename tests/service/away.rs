//! Stepping out of a running game: `away` lets a bot play one's seat until one `join`s
//! again; `leave` asks to confirm (writing nothing), and `leave confirm` (Discord's
//! **Leave for good** button) hands the seat to a bot to the end, after which the player
//! cannot take it back and every table, the final one too, names them as left.

use crate::support as service_common;

use crate::support::backends::{TestDb, on_both};
use service_common::{T0, ok, person, refused, while_bots_move};

use carcassonne_bot::ai::Budget;
use carcassonne_bot::service::{Command, Context, Front, NewGame, Service};
use carcassonne_engine::Action;

fn on_discord(user: &str, locale: &str) -> Context {
    Context { front: Front::Discord, locale: locale.into(), ..person(user) }
}

fn bots() -> Context {
    Context::for_bots("g", "c", Front::Terminal, T0)
}

/// A seeded game of Alice, Bob and Carol, in that order, in `language`.
fn game(db: &TestDb, language: &str) -> Service {
    let mut s = Service::new(db.store());
    ok(s.handle(&person("Alice"), format!("new seed 5 language {language}").parse().unwrap()));
    ok(s.handle(&person("Bob"), Command::Join));
    ok(s.handle(&person("Carol"), Command::Join));
    ok(s.handle(&person("Alice"), Command::Start { keep_order: true }));
    s
}

/// The name and first legal action of the first person the game waits for.
fn person_to_move(s: &mut Service) -> Option<(String, Action)> {
    let table = s.table(&person("Alice")).unwrap();
    let game = table.game.as_ref().filter(|g| !g.is_over())?;
    let seat =
        game.decisions().iter().flat_map(|d| d.seats.iter()).find(|s| !table.seats[s.index()].is_bot)?;
    Some((table.seats[seat.index()].display_name.clone(), game.legal_actions(seat)[0]))
}

/// Plays on (bots by themselves, people by their first legal move) until `until` holds
/// or the game is over.
fn play_until(s: &mut Service, until: impl Fn(&str) -> bool) {
    loop {
        if s.bot_turn(&bots(), Budget::default()).is_some() {
            continue;
        }
        match person_to_move(s) {
            Some((who, _)) if until(&who) => return,
            Some((who, action)) => _ = ok(s.handle(&person(&who), Command::Play(action))),
            None => return,
        }
    }
}

on_both! {
    fn away_lets_a_bot_play_until_the_player_joins_again(db) {
        let mut s = game(&db, "en");
        let text = refused(s.handle(&person("Dan"), Command::Away));
        assert!(text.contains("not seated"), "{text}");
        let away = ok(s.handle(&person("Bob"), Command::Away));
        let news = away.public.unwrap();
        assert!(news.contains("Bob is away") && news.contains("`join`"), "{news}");
        assert!(away.change.is_some(), "a change: front ends let the bot move");
        assert_eq!(s.table(&person("Bob")).unwrap().names(), ["Alice", "Bob (bot)", "Carol"]);
        assert!(refused(s.handle(&person("Bob"), Command::Away)).contains("You are already away"), "away twice");
        // Bob's seat plays by itself while Alice and Carol play theirs.
        while_bots_move(&mut s, &bots(), 2, |s| {
            let (who, action) = person_to_move(s).expect("a person to move");
            assert_ne!(who, "Bob", "Bob is away");
            ok(s.handle(&person(&who), Command::Play(action)));
        });
        let back = ok(s.handle(&person("Bob"), Command::Join));
        assert!(back.public.unwrap().starts_with("Bob takes their seat back from the bot."));
        assert_eq!(s.table(&person("Bob")).unwrap().names(), ["Alice", "Bob", "Carol"]);
    }
}

on_both! {
    fn leaving_a_running_game_asks_first_then_is_for_good(db) {
        let mut s = game(&db, "en");
        let before = db.dump();
        // The terminal says what to type; Discord offers a button in the asker's language.
        let ask = ok(s.handle(&person("Bob"), Command::Leave));
        let text = ask.private.unwrap();
        assert!(ask.public.is_none() && text.contains("`leave confirm`") && text.contains("for good"), "{text}");
        assert_eq!(ask.leave_button, None);
        let ask = ok(s.handle(&on_discord("Bob", "fr"), Command::Leave));
        assert_eq!(ask.leave_button.as_deref(), Some("Quitter pour de bon"));
        assert!(ask.private.unwrap().contains("**Quitter pour de bon**"));
        assert!(refused(s.handle(&person("Dan"), Command::Leave)).contains("not seated"));
        assert_eq!(db.dump(), before, "asking writes nothing");

        let left = ok(s.handle(&person("Bob"), "leave confirm".parse().unwrap()));
        assert!(left.public.unwrap().contains("Bob left the game for good"));
        assert!(left.change.is_some());
        assert_eq!(s.table(&person("Bob")).unwrap().names(), ["Alice", "Bob (left)", "Carol"]);
        let before = db.dump();
        for refusal in [Command::Join, Command::Away, Command::LeaveForGood] {
            let text = refused(s.handle(&person("Bob"), refusal.clone()));
            assert!(text.contains("left this game for good"), "{refusal:?}: {text}");
        }
        assert_eq!(db.dump(), before, "refusals write nothing");

        // The bot plays Bob's seat to the end; the final table still names him, as left.
        play_until(&mut s, |_| false);
        assert!(s.table(&person("Alice")).unwrap().game.is_some_and(|g| g.is_over()), "played to the end");
        let status = ok(s.handle(&person("Alice"), Command::Status)).private.unwrap();
        assert!(status.contains("Bob (left)"), "{status}");
        let board = ok(s.handle(&person("Alice"), Command::Board)).public.unwrap();
        assert!(board.contains("Bob (left)"), "{board}");
    }
}

on_both! {
    fn leaving_after_going_away_is_for_good_too(db) {
        let mut s = game(&db, "fr");
        ok(s.handle(&person("Carol"), Command::Away));
        assert_eq!(s.table(&person("Carol")).unwrap().names(), ["Alice", "Bob", "Carol (bot)"]);
        ok(s.handle(&person("Carol"), Command::Leave));
        let left = ok(s.handle(&person("Carol"), "quitter confirmer".parse().unwrap()));
        assert!(left.public.unwrap().contains("Carol a quitté la partie pour de bon"));
        assert_eq!(s.table(&person("Carol")).unwrap().names(), ["Alice", "Bob", "Carol (a quitté)"]);
        let french = Context { locale: "fr".into(), ..person("Carol") };
        assert!(refused(s.handle(&french, Command::Join)).contains("quitté cette partie pour de bon"));
    }
}

on_both! {
    fn in_the_lobby_leave_is_at_once_and_away_has_no_meaning(db) {
        let mut s = Service::new(db.store());
        ok(s.handle(&person("Alice"), Command::New(NewGame::default())));
        ok(s.handle(&person("Bob"), Command::Join));
        ok(s.handle(&person("Carol"), Command::Join));
        let before = db.dump();
        assert!(refused(s.handle(&person("Bob"), Command::Away)).contains("in the lobby, `leave`"));
        assert_eq!(db.dump(), before);
        // No question in the lobby: the seat is given up at once, confirmed or not.
        assert!(ok(s.handle(&person("Bob"), Command::Leave)).public.unwrap().contains("Bob left the game."));
        assert!(
            ok(s.handle(&person("Carol"), Command::LeaveForGood))
                .public
                .unwrap()
                .contains("Carol left the game.")
        );
        assert_eq!(s.table(&person("Alice")).unwrap().names(), ["Alice"]);
    }
}
