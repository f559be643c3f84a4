//! A move that changes nothing the board's picture draws (a figure step passed, the next
//! tile drawn) is answered with the revision whose picture the page holds (`picture`),
//! so the page shows the new state without asking for the same picture again: checked
//! against the pictures themselves over a game of every expansion.

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::Service;
use carcassonne_engine::GameRng;
use serde_json::Value;

use crate::support::T0;
use crate::support::backends::TestDb;
use crate::support::web;

const PLAYERS: [&str; 3] = ["Ann", "Ben", "Cat"];
/// The smallest cell a page asks: the pictures compared are the cheapest to draw.
const CELL: u32 = *carcassonne_bot::service::PAGE_CELLS.start();

/// Every move of a random game of every expansion, as the seats' pages play it: when the
/// answer says the picture before the move still shows the game, the board's picture
/// drawn after the move is byte for byte the one drawn before it; and such moves happen
/// (passed figure steps), so the page's saving is real. After a scoring, an older page's
/// picture (one that does not write the points itself) draws them.
#[test]
fn a_move_that_changes_nothing_on_the_board_keeps_its_picture() {
    let db = TestDb::sqlite();
    let mut s: Service = db.service();
    let (_, links) = web::every_expansion_game(&mut s, &PLAYERS, 11, Lang::En);
    let mut rng = GameRng::from_seed(5);
    let (mut kept, mut moves, mut scored) = (0, 0, 0);
    for _ in 0..3000 {
        let answers: Vec<Value> = links.iter().map(|l| s.web_game(l).expect("the game")).collect();
        for answer in &answers {
            assert_eq!(answer["picture"], answer["revision"], "a read names its own revision's picture");
        }
        let Some((seat, revision, action)) = web::random_move(&answers, &mut rng) else { break };
        let link = &links[seat];
        let before = s.web_board_only(link, Some(CELL), true).expect("the picture before");
        let after = s.web_act(link, revision, &action, T0).unwrap_or_else(|e| panic!("{action}: {}", e.text));
        moves += 1;
        // A page from before the page wrote a scoring's points itself, still open across
        // the upgrade, gets them drawn in its picture as it always did.
        if after["over"] != true && after["scored"].as_array().is_some_and(|s| !s.is_empty()) {
            let older = s.web_board_only(link, Some(CELL), false).expect("an older page's picture");
            let own = s.web_board_only(link, Some(CELL), true).expect("the picture");
            assert!(older != own, "{action}: an older page's picture lacks the points scored");
            scored += 1;
        }
        let picture = after["picture"].as_u64().expect("a picture revision");
        let new = after["revision"].as_u64().expect("a revision");
        if picture == new {
            continue;
        }
        assert_eq!(picture, revision, "{action}: either the picture before the move or its own");
        let now = s.web_board_only(link, Some(CELL), true).expect("the picture after");
        assert!(now == before, "{action} at revision {revision} changed the picture it said it kept");
        kept += 1;
    }
    assert!(
        moves > 100 && kept > 0 && scored > 0,
        "{kept} pictures kept, {scored} scored over {moves} moves"
    );
    println!("{kept} pictures kept, {scored} scored over {moves} moves");
}
