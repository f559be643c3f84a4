//! The action notation at its edges: what parses to what, and what is refused with
//! which error. (Every legal action of random games round-trips: `random_games.rs`.)

use carcassonne_engine::Action;
use carcassonne_engine::notation::ParseActionError;
use carcassonne_engine::notation::ParseSpotError;

fn parse(text: &str) -> Result<Action, ParseActionError> {
    text.parse()
}

#[test]
fn accepted_spellings() {
    for (text, canonical) in [
        ("place 1 0 90", "place 1 0 90"),
        ("PLACE -3 +2 270", "place -3 2 270"),
        ("  place   0  -1   0 ", "place 0 -1 0"),
        ("meeple road e", "meeple road E"),
        ("Meeple City north", "meeple city N"),
        ("meeple field es", "meeple field Es"),
        ("meeple MONASTERY", "meeple monastery"),
        // A field walled in by the tile's cities reaches no edge.
        ("meeple Field", "meeple field"),
        ("Pass", "pass"),
    ] {
        let action = parse(text).unwrap_or_else(|e| panic!("`{text}`: {e}"));
        assert_eq!(action.to_string(), canonical, "`{text}`");
    }
}

#[test]
fn refused_text_names_the_problem() {
    assert_eq!(parse(""), Err(ParseActionError::Empty));
    assert_eq!(parse("   "), Err(ParseActionError::Empty));
    assert!(matches!(parse("jump 1 0 90"), Err(ParseActionError::UnknownVerb(v)) if v == "jump"));
    assert_eq!(parse("place 1 0"), Err(ParseActionError::PlaceArity));
    assert_eq!(parse("place 1 0 90 0"), Err(ParseActionError::PlaceArity));
    assert_eq!(parse("place a 0 90"), Err(ParseActionError::Number("a".into())));
    assert_eq!(parse("place 1 0.5 90"), Err(ParseActionError::Number("0.5".into())));
    assert_eq!(parse("place 9999999999 0 90"), Err(ParseActionError::Number("9999999999".into())));
    for rot in ["45", "360", "-90", "R90"] {
        assert!(matches!(parse(&format!("place 1 0 {rot}")), Err(ParseActionError::Rotation(_))), "{rot}");
    }
    assert_eq!(parse("pass now"), Err(ParseActionError::Trailing("pass")));
    let spot = |text: &str| match parse(text) {
        Err(ParseActionError::Spot(e)) => e,
        other => panic!("`{text}` gave {other:?}"),
    };
    assert!(matches!(spot("meeple"), ParseSpotError::Feature(_)));
    assert!(matches!(spot("meeple castle N"), ParseSpotError::Feature(_)));
    assert!(matches!(spot("meeple road"), ParseSpotError::MissingEdge(_)));
    assert!(matches!(spot("meeple city"), ParseSpotError::MissingEdge(_)));
    assert!(matches!(spot("meeple field N"), ParseSpotError::Port(_)));
    assert!(matches!(spot("meeple road Nw"), ParseSpotError::Port(_)));
    assert_eq!(spot("meeple monastery N"), ParseSpotError::MonasteryEdge);
}

/// Words after a complete spot are refused, not silently dropped: `meeple city N S`
/// must not put a meeple on the city N when the player may have meant something else.
#[test]
fn words_after_a_spot_are_refused() {
    let spot = |text: &str| match parse(text) {
        Err(ParseActionError::Spot(e)) => e,
        other => panic!("`{text}` gave {other:?}"),
    };
    assert_eq!(spot("meeple city N S"), ParseSpotError::Trailing("S".into()));
    assert_eq!(spot("meeple road E banana"), ParseSpotError::Trailing("banana".into()));
    assert_eq!(spot("meeple field Es Nw"), ParseSpotError::Trailing("Nw".into()));
}
