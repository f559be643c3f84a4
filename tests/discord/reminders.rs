//! The service parts the Discord front end relies on, over a real database (a SQLite file, a PostgreSQL schema):
//! reminders (due after the delay, never repeated, one per game however long the bot was
//! away, surviving a reopen), direct-message opt-in, and the one-click choices (figure
//! spots, no figure, grow or herd) that refuse stale clicks.

use crate::support as service_common;

use crate::support::backends::{TestDb, on_both};
use service_common::{T0, ok, person};

use carcassonne_bot::service::{Command, Context, Lang, NewGame, Service, UserError};
use carcassonne_engine::rules::hills_sheep::{Act, Token};
use carcassonne_engine::{Action, Expansion, Expansions};

/// The reminder delay: one hour.
const DELAY: i64 = 3_600_000;

fn ctx(user: &str, now: i64) -> Context {
    Context { now, ..person(user) }
}

/// A two-player game (Alice then Bob) started at `T0`; Alice must place a tile.
fn started(db: &TestDb) -> Service {
    let mut s = db.service();
    ok(s.handle(&ctx("Alice", T0), "new seed 3".parse().unwrap()));
    ok(s.handle(&ctx("Bob", T0), Command::Join));
    ok(s.handle(&ctx("Alice", T0), Command::Start { keep_order: true }));
    s
}

/// Sends (records) every reminder due at `now`; returns who each one pinged.
fn remind(s: &mut Service, now: i64) -> Vec<Vec<String>> {
    let due = s.due_reminders(now, DELAY).unwrap();
    for r in &due {
        s.reminded(r, now).unwrap();
    }
    due.into_iter().map(|r| r.mentions).collect()
}

on_both! {
    fn a_reminder_comes_after_the_delay_once_per_delay(db) {
        let mut s = started(&db);
        assert!(remind(&mut s, T0 + DELAY - 1).is_empty(), "not before the delay");
        let due = s.due_reminders(T0 + DELAY, DELAY).unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].mentions, ["id-Alice"]);
        assert_eq!((due[0].guild.as_str(), due[0].channel.as_str(), due[0].rounds), ("g", "c", 1));
        assert!(due[0].text.contains("Alice"), "{}", due[0].text);
        s.reminded(&due[0], T0 + DELAY).unwrap();
        assert!(remind(&mut s, T0 + DELAY + 10).is_empty(), "not repeated");
        assert!(remind(&mut s, T0 + 2 * DELAY - 1).is_empty());
        assert_eq!(remind(&mut s, T0 + 2 * DELAY), [["id-Alice"]], "again after another delay");
    }
}

on_both! {
    fn after_a_long_absence_one_reminder_catches_up(db) {
        let mut s = started(&db);
        let due = s.due_reminders(T0 + 5 * DELAY + 7, DELAY).unwrap();
        assert_eq!(due.len(), 1, "one per game, not one per missed delay");
        assert_eq!(due[0].rounds, 5);
        s.reminded(&due[0], T0 + 5 * DELAY + 7).unwrap();
        assert!(remind(&mut s, T0 + 6 * DELAY - 1).is_empty());
        assert_eq!(remind(&mut s, T0 + 6 * DELAY).len(), 1);
    }
}

on_both! {
    fn sent_reminders_survive_a_reopen(db) {
        let mut s = started(&db);
        assert_eq!(remind(&mut s, T0 + DELAY).len(), 1);
        drop(s);
        let mut reopened = db.service();
        assert!(remind(&mut reopened, T0 + DELAY + 1000).is_empty(), "a restart does not repeat it");
        assert_eq!(remind(&mut reopened, T0 + 2 * DELAY).len(), 1, "nor forgets the next");
    }
}

on_both! {
    fn a_move_starts_a_new_wait_for_the_next_player(db) {
        let mut s = started(&db);
        assert_eq!(remind(&mut s, T0 + DELAY), [["id-Alice"]]);
        let moved = T0 + DELAY + 5;
        let table = s.table(&ctx("Alice", moved)).unwrap();
        let placement = table.game.as_ref().unwrap().legal_placements()[0];
        ok(s.handle(&ctx("Alice", moved), Command::Play(Action::Place(placement))));
        ok(s.handle(&ctx("Alice", moved), Command::Play(Action::Pass)));
        assert!(remind(&mut s, moved + DELAY - 1).is_empty());
        assert_eq!(remind(&mut s, moved + DELAY), [["id-Bob"]]);
    }
}

on_both! {
    fn lobbies_and_finished_games_get_no_reminders(db) {
        let mut s = db.service();
        ok(s.handle(&ctx("Alice", T0), "new".parse().unwrap()));
        assert!(remind(&mut s, T0 + 10 * DELAY).is_empty());
        ok(s.handle(&ctx("Alice", T0), Command::Cancel));
        assert!(remind(&mut s, T0 + 10 * DELAY).is_empty());
    }
}

on_both! {
    fn direct_messages_are_opt_in_and_kept(db) {
        let mut s = db.service();
        let users = vec!["id-Alice".to_string(), "id-Bob".to_string()];
        assert!(s.wanting_dm(&users).is_empty(), "off by default");
        assert!(!s.set_notify(&ctx("Bob", T0), true).refused);
        assert_eq!(s.wanting_dm(&users), [("id-Bob".to_string(), Some(Lang::En))]);
        drop(s);
        let mut s = db.service();
        assert_eq!(s.wanting_dm(&users), [("id-Bob".to_string(), Some(Lang::En))], "kept across a reopen");
        // Asked again from a French client, Bob's messages are French.
        assert!(!s.set_notify(&Context { locale: "fr".into(), ..ctx("Bob", T0) }, true).refused);
        assert_eq!(s.wanting_dm(&users), [("id-Bob".to_string(), Some(Lang::Fr))]);
        let off = s.set_notify(&ctx("Bob", T0), false);
        assert!(off.private.is_some() && off.public.is_none());
        assert!(s.wanting_dm(&users).is_empty());
    }
}

on_both! {
    fn choices_offer_the_figure_step_and_refuse_stale_clicks(db) {
        let mut s = started(&db);
        assert_eq!(s.choices(&ctx("Alice", T0)), None, "no one-click step while a tile waits");
        let table = s.table(&ctx("Alice", T0)).unwrap();
        let placement = table.game.as_ref().unwrap().legal_placements()[0];
        ok(s.handle(&ctx("Alice", T0), Command::Play(Action::Place(placement))));
        let choices = s.choices(&ctx("Alice", T0)).expect("the figure step");
        assert_eq!(choices.revision, 1);
        let last = choices.options.last().unwrap();
        assert_eq!((last.label.as_str(), last.action), ("No figure", Action::Pass));
        assert!(choices.options.len() >= 2);

        let wrong_turn = s.play_choice(&ctx("Alice", T0), choices.game, 0, Action::Pass);
        assert!(
            wrong_turn.refused && wrong_turn.private.as_deref() == Some(UserError::Stale.text(Lang::En).as_str())
        );
        let wrong_game = s.play_choice(&ctx("Alice", T0), choices.game + 1, 1, Action::Pass);
        assert!(wrong_game.refused);
        let played = ok(s.play_choice(&ctx("Alice", T0), choices.game, 1, Action::Pass));
        assert_eq!(played.mentions, ["id-Bob"]);
        let again = s.play_choice(&ctx("Alice", T0), choices.game, 1, Action::Pass);
        assert!(
            again.refused && again.private.as_deref() == Some(UserError::Stale.text(Lang::En).as_str()),
            "a second click is stale"
        );
    }
}

on_both! {
    fn a_flock_offers_grow_and_herd(db) {
        let mut s = db.service();
        let tiles = ["BA/RFr", "BA/RFr", "BA/RFr"].iter().map(|t| t.parse().unwrap()).collect();
        let new = NewGame {
            expansions: Expansions::default().with(Expansion::HillsSheep),
            tiles: Some(tiles),
            fixed: carcassonne_engine::Fixed { bag: vec![Token::Sheep(3)], ..Default::default() },
            seed: Some(1),
            ..NewGame::default()
        };
        ok(s.handle(&ctx("Alice", T0), Command::New(new)));
        ok(s.handle(&ctx("Bob", T0), Command::Join));
        ok(s.handle(&ctx("Alice", T0), Command::Start { keep_order: true }));
        ok(s.handle(&ctx("Alice", T0), "place 1 0 0".parse().unwrap()));
        let figure = s.choices(&ctx("Alice", T0)).expect("the figure step");
        let labels: Vec<&str> = figure.options.iter().map(|c| c.label.as_str()).collect();
        // Numbered and named as on the image: the notation (`field Es`) stays in commands.
        assert_eq!(
            labels,
            [
                "① road",
                "② field north",
                "② shepherd, field north",
                "③ field south",
                "③ shepherd, field south",
                "No figure"
            ]
        );
        for (who, line) in [("Alice", "shepherd field Se"), ("Bob", "place 2 0 0"), ("Bob", "pass")] {
            ok(s.handle(&ctx(who, T0), line.parse().unwrap()));
        }
        ok(s.handle(&ctx("Alice", T0), "place 3 0 0".parse().unwrap()));
        ok(s.handle(&ctx("Alice", T0), "pass".parse().unwrap()));
        let flock = s.choices(&ctx("Alice", T0)).expect("the flock decision");
        let offered: Vec<(&str, Action)> = flock.options.iter().map(|c| (c.label.as_str(), c.action)).collect();
        assert_eq!(offered, [("Grow the flock", Action::from(Act::Grow)), ("Herd the flock", Act::Herd.into())]);
        let herded = ok(s.play_choice(&ctx("Alice", T0), flock.game, flock.revision, Act::Herd.into()));
        assert!(herded.public.unwrap().contains("herding"));
    }
}
