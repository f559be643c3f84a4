//! Crop Circles as players meet it in the service: the placer's choice after a crop
//! circle tile, then each player's follower added or taken back, each worded with the
//! circle's kind and where the player's followers of that kind stand. A tile's words
//! leave its circle out, as Mage & Witch's leave the magic symbol: with it the longest
//! no longer fits a button; the picture shows it, and the choice after the turn says
//! it. Its labels,
//! buttons, refusals and narration are worded from its facts and messages by the shared
//! files; the engine decides who is asked and what is legal, this module only words it.

super::expansion::box_folder!();

use carcassonne_engine::Phase;
use carcassonne_engine::rules::crop_circles::Ph;
use fluent_bundle::FluentValue;

use super::expansion::ExpansionService;
use super::spots::spot_words;
use super::turn::Ask;

impl ExpansionService for Part {
    /// The placer's choice, or a player's follower to add or take back: the circle's
    /// kind (`$circle`: rake, club, shield) and where the asked player's followers of
    /// that kind stand (`$posts`).
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        let ph = Ph::of(phase)?;
        let lang = ask.lang;
        let posts: Vec<String> = ask
            .view
            .crop_circles()?
            .posts(ask.seat, ph.circle())
            .into_iter()
            .map(|t| {
                let args = [
                    ("spot", FluentValue::from(spot_words(t.spot, lang))),
                    ("x", t.pos.x.into()),
                    ("y", t.pos.y.into()),
                ];
                lang.say("cc-post", args)
            })
            .collect();
        let posts = if posts.is_empty() { lang.say("cc-posts-none", []) } else { posts.join(", ") };
        let id = match ph {
            Ph::Choose(_) => "prompt-circle",
            Ph::Add(_) => "prompt-circle-adding",
            Ph::Remove(_) => "prompt-circle-removing",
        };
        let args = [ask.who(), ("circle", ph.circle().word().into()), ("posts", posts.into())];
        Some(lang.say(&ask.id(id), args))
    }
}
