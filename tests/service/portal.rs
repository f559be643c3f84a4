//! Princess & Dragon's magic portal takes the mayor and the wagon (Abbey & Mayor, rules
//! version 16), through the service in a French game of two: the figure step offers the
//! portal per figure — its buttons (« Portail, maire : … »), its prompt, the board page's
//! targets — refuses a mayor on a road in words, and tells each move by its figure. Bob's
//! mayor goes into Alice's city with a pennant and scores it; Alice's wagon goes onto the
//! start road, scores it and moves on from the start tile.
//!
//! The start tile is BA/RCr: city N, road W–E, field S.

use super::abbey_mayor::{fr, said};
use crate::support::backends::{TestDb, on_both};
use crate::support::french;
use crate::support::french::buttons;
use crate::support::web::own_link;
use crate::support::{ok, refused};

use carcassonne_bot::service::{Service, Suggest};
use carcassonne_engine::{Expansion, Expansions};

/// The tiles drawn, in order: Alice's city north of the start, Bob's portal east of it,
/// Alice's portal west of it, the cap that closes the city, the junction that ends the
/// road.
const TILES: [&str; 5] = ["BA/CFc+", "DG/RrRr.g", "DG/RRR.g", "BA/C", "BA/RRR"];

/// A French game of Princess & Dragon and Abbey & Mayor, Alice then Bob.
fn started(db: &TestDb) -> Service {
    let expansions = Expansions::default().with(Expansion::PrincessDragon).with(Expansion::AbbeyMayor);
    french::game(db, expansions, &TILES)
}

/// The label of the button whose action is `action` among `reply`'s, French no-break
/// spaces as spaces.
fn button(reply: &carcassonne_bot::service::Reply, action: &str) -> String {
    let found = buttons(reply).into_iter().find(|(_, a)| a == action);
    found.unwrap_or_else(|| panic!("no button for `{action}`: {:?}", buttons(reply))).0.replace('\u{a0}', " ")
}

on_both! {
    fn the_mayor_and_the_wagon_go_through_the_portal_in_french(db) {
        let mut s = started(&db);
        let words = |s: &mut Service, user: &str, line: &str| ok(s.handle_words(&fr(user), line));
        words(&mut s, "Alice", "poser 0 -1 90");
        words(&mut s, "Alice", "passer");

        // Bob's portal: the step names the followers that may go through, a button for
        // each figure at each target, the mayor only to cities.
        let placed = words(&mut s, "Bob", "poser 1 0 0");
        let text = said(&placed);
        assert!(text.contains("par le portail magique : meeple, maire ou charriot — ou `/passer`."), "{text}");
        let city = "la ville nord, au nord-ouest de la dernière tuile (0 -1)";
        assert_eq!(button(&placed, "portal 0 -1 city N"), format!("Portail : {city}"));
        assert_eq!(button(&placed, "portal 0 -1 city N mayor"), format!("Portail, maire : {city}"));
        assert_eq!(button(&placed, "portal 0 -1 city N wagon"), format!("Portail, charriot : {city}"));
        let road = "la route est, à l'ouest de la dernière tuile (0 0)";
        assert_eq!(button(&placed, "portal 0 0 road E wagon"), format!("Portail, charriot : {road}"));
        assert!(!buttons(&placed).iter().any(|(_, a)| a == "portal 0 0 road E mayor"), "a mayor on a road");
        let values: Vec<String> =
            s.suggest(&fr("Bob"), Suggest::PORTAL_TARGETS, "0,-1").into_iter().map(|v| v.value).collect();
        assert_eq!(values, ["0,-1 city N", "0,-1 city N mayor", "0,-1 city N wagon", "0,-1 field En", "0,-1 field Ws"]);
        // On the board page, one spot for the city, its figures to choose among.
        let game = placed.choices.as_ref().map(|c| c.game).expect("the figure step's buttons");
        let page = s.web_game(&own_link(game, 1)).expect("Bob's page");
        let steps = page["choices"].as_array().expect("Bob's steps");
        let step = |action: &str| steps.iter().find(|c| c["action"] == action).unwrap_or_else(|| panic!("{action}"));
        let at = step("portal 0 -1 city N mayor")["at"].clone();
        assert!(at.is_array(), "a target on the board: {at}");
        assert_eq!(step("portal 0 -1 city N wagon")["at"], at);
        assert_eq!(step("portal 0 -1 city N")["at"], at);

        let no = refused(s.handle_words(&fr("Bob"), "portail 0 0 route E maire"));
        assert_eq!(no, "Votre maire ne va pas sur une route.");
        let through = words(&mut s, "Bob", "portail 0 -1 ville N maire");
        assert!(said(&through).contains("Bob envoie son maire par le portail magique vers la ville nord en 0 -1."));

        // Alice's portal west of the start: her wagon onto the start road.
        let placed = words(&mut s, "Alice", "poser -1 0 0");
        assert_eq!(button(&placed, "portal 0 0 road E wagon"), "Portail, charriot : la route est, à l'est de la dernière tuile (0 0)");
        let through = words(&mut s, "Alice", "portail 0 0 route E charriot");
        assert!(said(&through).contains("Alice envoie son charriot par le portail magique vers la route est en 0 0."));

        // Bob closes the city: his mayor counts its pennant.
        words(&mut s, "Bob", "poser 0 -2 180");
        let closed = words(&mut s, "Bob", "passer");
        assert!(said(&closed).contains("Bob marque 8 points pour une ville de 3 tuiles."), "{}", said(&closed));
        // Alice ends the road: her wagon scores, then moves from the start tile it stood on.
        words(&mut s, "Alice", "poser 1 -1 270");
        let ended = words(&mut s, "Alice", "passer");
        let text = said(&ended);
        assert!(text.contains("Alice marque 4 points pour une route de 4 tuiles."), "{text}");
        assert!(text.contains("Déplacez-le depuis 0 0 vers"), "{text}");
        let moved = words(&mut s, "Alice", "charriot -1 0 route S");
        let text = said(&moved);
        assert!(text.contains("Bob : 8 (routes 0, villes 8, abbayes 0, prés 0, fée 0)"), "{text}");
        assert!(text.contains("Alice : 5 (routes 5, villes 0, abbayes 0, prés 0, fée 0)"), "{text}");
    }
}
