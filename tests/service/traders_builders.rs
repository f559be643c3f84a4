//! Traders & Builders through the service: its refusals in each asker's language, the
//! builder offered among the figure step's buttons, and in the game's French the
//! builder put down, its second tile told, and the goods taken when the second tile
//! closes the wine city. The start tile is BA/RCr: city N, road W–E, field S.

use crate::support::backends::{TestDb, on_both};
use crate::support::french::{self, buttons, ctx, public};
use crate::support::{ok, refused};

use carcassonne_bot::service::Service;
use carcassonne_engine::{Expansion, Expansions};

/// A French game of Traders & Builders, Alice then Bob: a band of wine north of the
/// start tile, roads west for Bob, two more bands north and the cap that closes them.
fn started(db: &TestDb) -> Service {
    french::game(
        db,
        Expansions::default().with(Expansion::TradersBuilders),
        &["TB/CFc.w", "BA/RFr", "BA/CFc.1", "BA/RFr", "BA/CFc.1", "BA/C", "BA/RFr"],
    )
}

on_both! {
    fn the_builder_is_refused_offered_and_its_second_tile_told_in_french(db) {
        let mut s = started(&db);
        ok(s.handle_words(&ctx("Alice"), "poser 0 -1 90"));
        let no = refused(s.handle_words(&ctx("Alice"), "bâtisseur ville N"));
        assert_eq!(no, "Un bâtisseur se pose seulement sur une route ou dans une ville où vous avez déjà un meeple.");
        ok(s.handle_words(&ctx("Alice"), "meeple ville N"));
        ok(s.handle_words(&ctx("Bob"), "place -1 0 0"));
        let no = refused(s.handle_words(&ctx("Bob"), "pig field Nw"));
        assert_eq!(no, "A pig goes only where you already have a farmer.");
        ok(s.handle_words(&ctx("Bob"), "pass"));

        // Alice extends her city: the builder is among her buttons, beside her meeple.
        let placed = ok(s.handle_words(&ctx("Alice"), "poser 0 -2 90"));
        let offered = buttons(&placed);
        assert!(offered.iter().any(|(label, action)| label.to_lowercase().contains("bâtisseur") && action == "builder city N"), "{offered:?}");
        let done = ok(s.handle_words(&ctx("Alice"), "bâtisseur ville N"));
        assert!(public(&done).contains("Alice a posé son bâtisseur dans la ville."), "{}", public(&done));
        ok(s.handle_words(&ctx("Bob"), "place -2 0 0"));
        ok(s.handle_words(&ctx("Bob"), "pass"));

        // Her next tile extends it again: a second tile at once.
        ok(s.handle_words(&ctx("Alice"), "poser 0 -3 90"));
        let second = ok(s.handle_words(&ctx("Alice"), "passer"));
        // French puts a no-break space before a colon.
        let text = public(&second).replace('\u{a0}', " ");
        assert!(text.contains("Bâtisseur d'Alice : Alice joue une seconde tuile."), "{text}");
        ok(s.handle_words(&ctx("Alice"), "poser 0 -4 180"));
        let closed = ok(s.handle_words(&ctx("Alice"), "passer"));
        let text = public(&closed);
        assert!(text.contains("Alice a achevé la ville et prend 1 vin."), "{text}");
        assert!(text.contains("Le bâtisseur d'Alice retourne dans sa réserve"), "{text}");
    }
}
