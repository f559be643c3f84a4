//! The Abbot through the service: its refusals in each asker's language, its buttons
//! (an abbot's spot numbered as on the image, the recall with its points), its
//! narration in the game's French, and a recall's points told as scored now. The start
//! tile is BA/RCr: city N, road W–E, field S.

use crate::support::backends::{TestDb, on_both};
use crate::support::french::{self, buttons, ctx, public};
use crate::support::{ok, refused};

use carcassonne_bot::service::Service;
use carcassonne_engine::rules::abbot::Act;
use carcassonne_engine::{Expansion, Expansions};

/// A French game of The Abbot, Alice then Bob, drawing a garden tile, a monastery and
/// two straight roads.
fn started(db: &TestDb) -> Service {
    french::game(db, Expansions::default().with(Expansion::Abbot), &["AB/C.g", "BA/L", "BA/RFr", "BA/RFr"])
}

on_both! {
    fn the_abbot_is_refused_offered_and_told_in_each_language(db) {
        let mut s = started(&db);
        // Alice closes the start tile's city with the garden tile.
        let placed = ok(s.handle_words(&ctx("Alice"), "poser 0 -1 180"));
        let offered = buttons(&placed);
        assert!(offered.contains(&("③ abbé, jardin".into(), "abbot garden".into())), "{offered:?}");
        assert!(public(&placed).contains("(abbé)"), "the garden takes an abbot: {}", public(&placed));
        let no = refused(s.handle_words(&ctx("Alice"), "meeple jardin"));
        assert_eq!(no, "Seul un abbé se pose dans un jardin, pas un meeple.");
        let no = refused(s.handle_words(&ctx("Alice"), "abbé ville S"));
        assert_eq!(no, "Un abbé se pose dans une abbaye ou un jardin, pas dans une ville.");
        let done = ok(s.handle_words(&ctx("Alice"), "abbé jardin"));
        assert!(public(&done).contains("Alice a posé son abbé dans le jardin."), "{}", public(&done));

        // Bob, in English: nothing to recall; his abbot goes on his monastery.
        ok(s.handle_words(&ctx("Bob"), "place 0 1 0"));
        let no = refused(s.handle_words(&ctx("Bob"), "recall"));
        assert_eq!(no, "Your abbot is not on the board: there is nothing to take back.");
        let done = ok(s.handle_words(&ctx("Bob"), "abbot monastery"));
        assert!(public(&done).contains("Bob a posé son abbé dans l'abbaye."), "{}", public(&done));

        // Alice's abbot is out: she may recall it (3: its tile and two around it), not
        // put it down again.
        let placed = ok(s.handle_words(&ctx("Alice"), "poser 1 0 0"));
        let offered = buttons(&placed);
        assert!(offered.contains(&("Reprendre l'abbé (+3)".into(), "recall".into())), "{offered:?}");
        assert!(public(&placed).contains("reprendre l'abbé (+3)"), "{}", public(&placed));
        let no = refused(s.handle_words(&ctx("Alice"), "abbé abbaye"));
        assert_eq!(no, "Votre abbé est déjà sur le plateau.");
        let choices = placed.choices.expect("the figure step's buttons");
        let recalled = ok(s.play_choice(&ctx("Alice"), choices.game, choices.revision, Act::Recall.into()));
        let text = public(&recalled);
        assert!(text.contains("Alice a repris son abbé en 0 -1.\nAlice marque 3 points pour un jardin."), "{text}");
        assert!(!text.contains("Décompte final"), "a recall scores now: {text}");
    }
}
