//! Abbey & Mayor through the service: a whole French game of two, played by words, that
//! reaches each of the box's pieces — a farmer south of the start road, Bob's wagon on a
//! road ending at a monastery, his mayor in a city cap with a pennant, Alice's abbey tile
//! in the hole they leave (closing the road and the city, which score at once), the
//! wagon's move, the monastery surrounded, and Bob's barn where four fields meet — with
//! its refusals worded, its suggestions listing the legal choices, its buttons, the
//! page's targets and the exact final scores (Alice 12, Bob 15).
//!
//! The start tile is BA/RCr: city N, road W–E, field S. The hole is (0, 1), south of it.

use crate::support::abbey_hole::{AROUND_A_HOLE, UP_TO_THE_HOLE};
use crate::support::backends::{TestDb, on_both};
use crate::support::french::{self, buttons, public};
use crate::support::web::own_link;
use crate::support::{ok, person, refused};

use carcassonne_bot::service::{Command, Context, Front, Lang, NewGame, Service, Suggest};
use carcassonne_engine::rules::abbey_mayor::MAYOR;
use carcassonne_engine::{Expansion, Expansions};

/// A player who reads French, on Discord.
pub(super) fn fr(user: &str) -> Context {
    Context { front: Front::Discord, locale: "fr".into(), ..person(user) }
}

/// All a reply says, to the channel and to its asker, French no-break spaces as spaces.
pub(super) fn said(reply: &carcassonne_bot::service::Reply) -> String {
    format!("{}\n{}", public(reply), reply.private.as_deref().unwrap_or_default()).replace('\u{a0}', " ")
}

/// The values `s` suggests to `user` for `source`, with nothing typed.
fn values(s: &mut Service, user: &str, source: Suggest) -> Vec<String> {
    s.suggest(&fr(user), source, "").into_iter().map(|v| v.value).collect()
}

/// The tiles drawn, in order: the abbey tile is held, never drawn.
const TILES: [&str; 9] = ["BA/RFr", "BA/RFr", "BA/L", "BA/LR", "BA/L", "AM/C!+", "BA/L", "BA/L", "BA/L"];

/// A French game of Abbey & Mayor, Alice then Bob.
fn started(db: &TestDb) -> Service {
    french::game(db, Expansions::default().with(Expansion::AbbeyMayor), &TILES)
}

on_both! {
    fn a_french_game_reaches_the_abbey_the_mayor_the_wagon_and_the_barn(db) {
        let mut s = started(&db);
        let words = |s: &mut Service, user: &str, line: &str| ok(s.handle_words(&fr(user), line));
        let status = ok(s.handle(&fr("Alice"), Command::Status));
        let text = said(&status);
        assert!(
            text.contains("Maires et Monastères en réserve : Alice tuile Monastère, maire, charriot, grange · Bob tuile Monastère, maire, charriot, grange."),
            "{text}"
        );

        // A farmer south of the start road; a mayor goes only in a city.
        words(&mut s, "Alice", "poser 1 0 0");
        let no = refused(s.handle_words(&fr("Alice"), "maire pré Se"));
        assert_eq!(no, "Un maire ne va pas dans un pré\u{a0}: seulement dans une ville.");
        words(&mut s, "Alice", "meeple pré Se");
        words(&mut s, "Bob", "poser -1 0 0");
        words(&mut s, "Bob", "passer");
        words(&mut s, "Alice", "poser 1 1 0");
        words(&mut s, "Alice", "passer");

        // Bob's wagon on the road that ends at his monastery and points at the hole.
        words(&mut s, "Bob", "poser -1 1 270");
        let no = refused(s.handle_words(&fr("Bob"), "grange NE"));
        assert_eq!(
            no,
            "Une grange se pose là où quatre tuiles se rejoignent et où le coin de chacune ne montre qu'un seul pré."
        );
        let placed = words(&mut s, "Bob", "charriot route E");
        assert!(said(&placed).contains("Bob pose son charriot sur la route."), "{}", said(&placed));
        words(&mut s, "Alice", "poser 1 2 0");
        words(&mut s, "Alice", "passer");

        // Bob's mayor in a city cap with a pennant, facing the hole.
        words(&mut s, "Bob", "poser 0 2 90");
        assert_eq!(values(&mut s, "Bob", Suggest::Spots(MAYOR)), ["city N"]);
        let mayor = words(&mut s, "Bob", "maire ville N");
        let text = said(&mayor);
        assert!(text.contains("Bob pose son maire dans la ville."), "{text}");
        // The hole is there: Alice chooses between her abbey tile and the draw.
        assert!(
            text.contains("Alice : poser votre tuile Monastère dans un trou (`/monastère` : un trou, 0 1), ou piocher une tuile (`/piocher`) ?"),
            "{text}"
        );
        assert_eq!(
            buttons(&mayor),
            [("Poser la tuile Monastère".to_string(), "abbey".to_string()), ("Piocher une tuile".into(), "draw".into())]
        );
        let no = refused(s.handle_words(&fr("Alice"), "poser 0 1 0"));
        assert_eq!(no, "Posez d'abord votre tuile Monastère (`/monastère`) ou piochez une tuile (`/piocher`)");

        // The abbey tile goes only in the hole; it closes the road and the city.
        let taken = words(&mut s, "Alice", "monastère");
        assert!(said(&taken).contains("Alice pose sa tuile Monastère au lieu de piocher."), "{}", said(&taken));
        assert_eq!(values(&mut s, "Alice", Suggest::Placements), ["0,1 0"], "one placement a hole");
        let listed = s.handle_words(&fr("Alice"), "poser").private.unwrap_or_default();
        assert!(listed.contains("0,1 · toute orientation"), "any way round, never « seulement 0° »: {listed}");
        let no = refused(s.handle_words(&fr("Alice"), "poser 1 -1 0"));
        assert!(no.contains("ne se pose que dans un trou"), "{no}");
        words(&mut s, "Alice", "poser 0 1 0");
        let closed = words(&mut s, "Alice", "meeple abbaye");
        let text = said(&closed);
        assert!(text.contains("Bob : la zone de votre charriot a été évaluée. Déplacez-le depuis -1 1 vers"), "{text}");

        // The wagon's move: its tile and the eight around, or home.
        assert_eq!(
            values(&mut s, "Bob", Suggest::WAGON_MOVES),
            ["-1,1 monastery", "-1,0 road E", "0,0 city N", "home"]
        );
        let listed = s.handle_words(&fr("Bob"), "charriot");
        let list = listed.private.clone().unwrap_or_default();
        for line in ["/charriot lieu:-1,1 abbaye", "/charriot lieu:-1,0 route E", "/charriot lieu:0,0 ville N", "/charriot lieu:réserve"] {
            assert!(list.contains(line), "{line} in {list}");
        }
        let game = closed.choices.as_ref().map(|c| c.game).expect("the wagon's buttons");
        let page = s.web_game(&own_link(game, 1)).expect("Bob's page");
        let moves = page["choices"].as_array().expect("Bob's steps");
        let monastery = moves.iter().find(|c| c["action"] == "wagon -1 1 monastery").expect("offered");
        assert!(monastery["at"].is_array(), "a target on the board: {monastery}");
        let home = moves.iter().find(|c| c["action"] == "wagon home").expect("offered");
        assert!(home["at"].is_null() && home["cell"].is_null(), "a button alone: {home}");
        let no = refused(s.handle_words(&fr("Bob"), "charriot 2 2 route E"));
        assert_eq!(
            no,
            "Votre charriot ne peut aller que sur une route, une ville ou une abbaye inachevée et inoccupée, sur sa tuile ou l'une des huit autour."
        );
        let moved = words(&mut s, "Bob", "charriot -1 1 abbaye");
        assert!(said(&moved).contains("Le charriot de Bob roule vers l'abbaye en -1 1."), "{}", said(&moved));

        // The abbey surrounded: 9 for Alice's monk.
        words(&mut s, "Bob", "poser -1 2 0");
        words(&mut s, "Bob", "passer");
        words(&mut s, "Alice", "poser 2 1 0");
        words(&mut s, "Alice", "passer");

        // Bob's barn where four fields meet: Alice's farmer scores 3 for the closed city.
        let placed = words(&mut s, "Bob", "poser 2 2 0");
        assert_eq!(values(&mut s, "Bob", Suggest::BARN_CORNERS), ["NW"]);
        assert!(buttons(&placed).iter().any(|(label, action)| label == "② Grange\u{a0}: coin nord-ouest" && action == "barn NW"), "{:?}", buttons(&placed));
        let page = s.web_game(&own_link(game, 1)).expect("Bob's page");
        let barn = page["choices"].as_array().and_then(|c| c.iter().find(|c| c["action"] == "barn NW").cloned());
        assert_eq!(barn.expect("offered")["at"], serde_json::json!([2.0, 2.0]), "the corner where the four tiles meet");
        let end = words(&mut s, "Bob", "grange NO");
        let text = said(&end);
        assert!(text.contains("Bob pose sa grange au coin nord-ouest de 2 2."), "{text}");
        assert!(text.contains("Une grange arrive dans un pré occupé : ses paysans marquent 3 par ville achevée et retournent dans leur réserve."), "{text}");
        assert!(text.contains("Bob marque 4 points pour un pré"), "the barn's 4 a city: {text}");
        let page = s.web_game(&own_link(game, 0)).expect("Alice's page");
        let scores: Vec<i64> = page["seats"].as_array().expect("seats").iter().map(|p| p["score"].as_i64().expect("a score")).collect();
        // Alice: the abbey's 9 and her farmer's 3. Bob: the mayor's city (1 tile and 1
        // pennant, 4), the wagon's road (1), the wagon's monastery at the end (6), the barn (4).
        assert_eq!(scores, [12, 15], "{text}");
    }
}

on_both! {
    /// After the last tile, a French Discord game's abbey step offers to place the abbey
    /// tile or keep it — no draw: its prompt, its buttons and the narration of declining
    /// say nothing is left to draw.
    fn after_the_last_tile_the_abbey_step_offers_no_draw(db) {
        let mut s = db.service();
        let new = NewGame {
            expansions: Expansions::default().with(Expansion::AbbeyMayor),
            seed: Some(1),
            tiles: Some(AROUND_A_HOLE[..6].iter().map(|t| t.parse().unwrap()).collect()),
            language: Some(Lang::Fr),
            ..NewGame::default()
        };
        ok(s.handle(&Context { front: Front::Terminal, ..fr("Alice") }, Command::New(new)));
        ok(s.handle(&fr("Bob"), Command::Join));
        ok(s.handle(&fr("Alice"), Command::Start { keep_order: true }));
        let mut last = None;
        for (i, line) in UP_TO_THE_HOLE.iter().enumerate() {
            let who = if (i / 2) % 2 == 0 { "Alice" } else { "Bob" };
            last = Some(ok(s.handle_words(&fr(who), line)));
        }
        let last = last.expect("moves");
        let text = said(&last);
        assert!(
            text.contains("Alice : il ne reste aucune tuile à piocher. Poser votre tuile Monastère dans un trou (`/monastère` : un trou, 0 1), ou la garder (`/piocher`) ?"),
            "{text}"
        );
        assert_eq!(
            buttons(&last),
            [("Poser la tuile Monastère".to_string(), "abbey".to_string()), ("Garder la tuile Monastère".into(), "draw".into())]
        );
        let kept = said(&ok(s.handle_words(&fr("Alice"), "piocher")));
        assert!(kept.contains("Alice garde sa tuile Monastère : il ne reste aucune tuile à piocher."), "{kept}");
        assert!(!kept.contains("et pioche"), "{kept}");
    }
}
