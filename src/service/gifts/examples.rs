//! The Gifts' examples for the shared tests (`expansion::Examples`): one of each of its
//! actions, refusals (its commands' among them), events and decisions at least, and
//! words read exactly.

use carcassonne_engine::rules::gifts::{Gift, GiftPlay, Happened, ParseError, Ph, Refusal, SetupRefusal};
use carcassonne_engine::{Expansion, Seat};

use super::Refused;
use crate::service::error::UserError;
use crate::service::expansion::{Examples, misread, ruled};
use crate::service::{Lang, Suggest};

pub(in crate::service) fn examples() -> Examples {
    let (seat, tile) = (Seat(1), "BA/L".parse().expect("a tile"));
    let at = |text: &str| text.parse().expect("a target");
    let rules = [
        Refusal::KeepFirst,
        Refusal::GiftBeforePlacing,
        Refusal::NoTileToKeep,
        Refusal::GiftNotInHand(Gift::RoadSweeper),
        Refusal::GiftAlreadyOpened,
        Refusal::GiftHasUse(Gift::Synod),
        Refusal::GiftUseless(Gift::Retreat),
        Refusal::NotAnIncompleteMonastery(at("1 0 city N")),
        Refusal::NotAnIncompleteRoad(at("1 0 field Wn")),
        Refusal::NoMeepleThere(at("0 -1 monastery")),
        Refusal::NoSuchChange("city S".parse().expect("a spot")),
    ];
    let notation = [ParseError::Gift("wish".into()), ParseError::GiftArity, ParseError::Keep];
    let mut refusals: Vec<UserError> = ruled(rules).chain(misread(notation)).collect();
    refusals.extend(
        [SetupRefusal::DeckWithoutGifts, SetupRefusal::TooManyGifts(Gift::Retreat, 7)]
            .map(|e| UserError::Setup(e.into())),
    );
    for gift in Gift::ALL {
        refusals.extend(
            [Refused::TargetMissing(gift), Refused::Idle(gift), Refused::Wastable(gift)].map(UserError::from),
        );
    }
    Examples {
        actions: &[
            "gift synod 1 0 monastery",
            "gift sweeper 1 0 road W",
            "gift retreat -1 2 city N",
            "gift change 2 -1 road E field Es",
            "gift take-two",
            "gift synod waste",
            "keep 1",
        ],
        labels: &[
            ("gift retreat -1 2 city N", Lang::En, "Retreat: city north at -1 2"),
            ("gift retreat -1 2 city N", Lang::Fr, "Retrait\u{a0}: ville nord en -1 2"),
            ("gift change 2 -1 road E field Es", Lang::En, "Change: road east at 2 -1 → field south-east"),
            (
                "gift change 2 -1 road E field Es",
                Lang::Fr,
                "Debout/Couché\u{a0}: route est en 2 -1 → pré sud-est",
            ),
            ("gift take-two", Lang::Fr, "Prends-en-2"),
            ("keep 2", Lang::Fr, "Garder la tuile 2"),
        ],
        refusals,
        worded: vec![
            (
                Refused::TargetMissing(Gift::RoadSweeper).into(),
                "Say what your Road sweeper acts on: `gift sweeper X Y SPOT`; `gifts` lists where you may open it.",
                "Dites sur quoi agit votre carte Cantonnier\u{a0}: `gift sweeper X Y LIEU`\u{a0}; `gifts` indique où vous pouvez la déballer.",
            ),
            (
                Refused::Idle(Gift::Synod).into(),
                "Your Synod has nothing to act on now: there is no unfinished monastery. Keep it; unopened, it scores 2 points at the end.",
                "Votre carte Synode n'a rien sur quoi agir pour l'instant\u{a0}: il n'y a aucune abbaye incomplète. Gardez-la\u{a0}: non déballée, elle rapporte 2 points à la fin.",
            ),
            (
                UserError::ExpansionNotInBot(Expansion::Gifts),
                "The Gifts cannot be played in the bot yet: its commands are still to come.",
                "L'extension Les Présents ne se joue pas encore avec le bot\u{a0}: ses commandes restent à venir.",
            ),
        ],
        notation: Gift::ALL.map(Gift::word).into(),
        events: vec![
            Happened::GiftReceived { seat }.into(),
            Happened::GiftDrawn { seat, gift: Gift::Synod }.into(),
            Happened::GiftOpened { seat, play: GiftPlay::TakeTwo }.into(),
            Happened::GiftWasted { seat, gift: Gift::Retreat }.into(),
            Happened::GiftsReshuffled.into(),
            Happened::TileReturned { tile }.into(),
        ],
        phases: vec![Ph::TakeTwo(tile, tile).into()],
        // A card's targets are asked after its word, which Discord's card option gives.
        asked: Gift::ALL.map(|card| (Suggest::CARD_TARGETS, format!("{} ", card.word()))).into(),
        ..Examples::default()
    }
}
