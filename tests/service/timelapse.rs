//! A finished game's timelapse through the service, over a real SQLite file: the final
//! message offers it, `replay` gives an animation with a frame per placed tile and the
//! held final board — the very image the final message showed, pixel for pixel, on
//! either front — made once and then kept; and every game it may not show is refused
//! privately, writing nothing.

use crate::support as service_common;
use crate::support::backends::on_both;
use crate::support::gif as gif_common;

use gif_common::decode;
use service_common::{ok, person, refused};

use carcassonne_bot::discord::outgoing;
use carcassonne_bot::service::{Command, Context, Front, NewGame, Reply, Service, User};
use carcassonne_engine::{Expansion, Expansions};
use carcassonne_engine::{GameRng, Seat};

/// `user` in channel `channel`, on `front`.
fn on(channel: &str, user: &str, front: Front) -> Context {
    Context { channel: channel.into(), front, ..person(user) }
}

/// Opens a game of Alice and Bob in `ctx`'s channel as `new` says (from the terminal,
/// which may fix the draws) and starts it in that order; its number.
fn start(s: &mut Service, ctx: &Context, new: NewGame) -> i64 {
    let ctx = &Context { front: Front::Terminal, ..ctx.clone() };
    let bob = Context { user: User { id: "id-Bob".into(), name: "Bob".into() }, ..ctx.clone() };
    ok(s.handle(ctx, Command::New(new)));
    ok(s.handle(&bob, Command::Join));
    ok(s.handle(ctx, Command::Start { keep_order: true }));
    s.table(ctx).unwrap().row.id.0
}

/// Plays the channel's game of `ctx` to its end by legal actions picked with `seed`;
/// the last reply (the final message).
fn play_out(s: &mut Service, ctx: &Context, seed: u64) -> Reply {
    let mut rng = GameRng::from_seed(seed);
    let mut last = None;
    while let Some(next) = s.owed(ctx).unwrap().into_iter().next() {
        let mover = Context {
            user: User { id: format!("id-{}", next.name), name: next.name.clone() },
            ..ctx.clone()
        };
        let reply = ok(s.handle(&mover, Command::Play(next.actions[rng.below(next.actions.len())])));
        let over = s.owed(ctx).unwrap().is_empty();
        assert_eq!(reply.watch.is_some(), over, "only the final message offers the timelapse");
        last = Some(reply);
    }
    last.expect("a move")
}

/// A short game: `tiles` drawn in order (the start tile aside).
fn short(tiles: &[&str], expansions: &[Expansion]) -> NewGame {
    NewGame {
        seed: Some(3),
        tiles: Some(tiles.iter().map(|t| t.parse().unwrap()).collect()),
        expansions: expansions.iter().fold(Expansions::default(), |e, &x| e.with(x)),
        ..NewGame::default()
    }
}

const DRAW: [&str; 9] =
    ["BA/RFr", "BA/C", "BA/CFc+", "BA/L", "BA/RFr", "BA/CRr", "BA/LR", "BA/CC.2", "BA/RRR"];

/// A PNG decoded to RGB.
fn rgb(png: &[u8]) -> image::RgbImage {
    image::load_from_memory(png).expect("a PNG").to_rgb8()
}

on_both! {
    /// On either front, the final message offers the timelapse of its game; `replay` shows
    /// a frame per placed tile and holds the final board, which is the image the final
    /// message showed, pixel for pixel, in that front's words.
    fn the_timelapse_grows_tile_by_tile_and_ends_on_the_final_board(db) {
        let mut s = db.service();
        for (channel, front, expansions) in [
            ("t", Front::Terminal, vec![]),
            ("d", Front::Discord, vec![Expansion::HillsSheep, Expansion::BridgesCastlesBazaars]),
        ] {
            let alice = on(channel, "Alice", front);
            let id = start(&mut s, &alice, short(&DRAW, &expansions));
            let last = play_out(&mut s, &alice, 11);
            assert_eq!(last.watch, Some(id), "the final message offers the game's timelapse");
            let tiles = s.table(&alice).unwrap().game.unwrap().board().tiles().len();
            let reply = ok(s.handle(&alice, Command::Replay(None)));
            let text = reply.public.as_deref().unwrap();
            assert!(text.starts_with(&format!("Game {id}, tile by tile ({tiles} tiles): ")), "{text}");
            assert!(text.contains(" wins with ") || text.contains(" tie with "), "{text}");
            assert_eq!((reply.image.as_ref(), reply.watch), (None, None), "the animation alone");
            let gif = reply.animation.expect("an animation");
            let decoded = decode(&gif, |_| true);
            let shown: Vec<image::RgbImage> = (0..decoded.delays.len()).map(|n| decoded.rgb(n)).collect();
            assert_eq!(shown.len(), tiles + 1, "a frame per placed tile, then the final board held");
            let final_board = rgb(last.image.as_ref().expect("the final board"));
            assert_eq!(
                (decoded.width, decoded.height),
                final_board.dimensions(),
                "the final board's size throughout"
            );
            assert!(decoded.last() == final_board, "the last frame is the final board, pixel for pixel");
            assert!(shown.windows(2).all(|w| w[0] != w[1]), "every frame shows something new");

            // Asked again, by its number: the same bytes, kept.
            let again = ok(s.handle(&alice, Command::Replay(Some(id))));
            assert_eq!(again.animation.as_deref(), Some(&gif[..]));
        }
    }
}

on_both! {
    /// Made ahead (as the bot does when a game ends), the timelapse is kept in the game
    /// file: `replay` after a restart answers with it and writes nothing.
    fn a_timelapse_made_ahead_is_kept_across_a_restart(db) {
        let alice = on("c", "Alice", Front::Discord);
        let id = {
            let mut s = db.service();
            let id = start(&mut s, &alice, short(&DRAW[..4], &[]));
            play_out(&mut s, &alice, 5);
            s.prepare_timelapse(id, Front::Discord, 7);
            id
        };
        let before = db.dump();
        assert!(before.contains(
            "table timelapses (game_id, front, drawing, image, made_at)\n  1 | \"discord\" | 2 | x'47494638"
        ));
        let mut s = db.service();
        let watched = ok(s.handle(&alice, Command::Replay(Some(id))).privately());
        assert_eq!(db.dump(), before, "kept, not made again");
        assert!(
            watched.public.is_none() && watched.private.unwrap().starts_with(&format!("Game {id}, tile by tile"))
        );
        assert!(watched.animation.is_some_and(|gif| gif.starts_with(b"GIF89a")));
    }
}

on_both! {
    /// A finished game looks the same however it is looked at: the board asked for after
    /// the end is the final message's image (its figures as they stood before the final
    /// scoring, each end-of-game score marked), and so is the timelapse's held frame.
    fn the_final_board_is_the_same_image_after_the_end(db) {
        let mut s = db.service();
        let alice = on("c", "Alice", Front::Terminal);
        start(&mut s, &alice, short(&DRAW, &[]));
        let last = play_out(&mut s, &alice, 11);
        let final_board = last.image.expect("the final board");
        let look = ok(s.handle(&alice, Command::Board));
        assert!(look.image.as_deref() == Some(&final_board[..]), "the look after the end is the final image");
        // Figures stand on it: the seats' colours far beyond the table's two icons and
        // bars (about 850 pixels without the board's figures).
        let figures = rgb(&final_board)
            .pixels()
            .filter(|p| [0, 1].iter().any(|&i| p.0 == carcassonne_bot::render::palette::seat(Seat(i))))
            .count();
        assert!(figures > 1_500, "{figures} pixels of the seats' colours");
    }
}

on_both! {
    /// The Watch the game button goes on the final message only, in the game's language,
    /// and stays when the next game's messages take the live buttons away.
    fn the_final_message_carries_a_watch_button_in_the_games_language(db) {
        let mut s = db.service();
        let alice = Context { locale: "fr".into(), ..on("c", "Alice", Front::Discord) };
        let id = start(
            &mut s,
            &alice,
            NewGame { language: Some(carcassonne_bot::locale::Lang::Fr), ..short(&DRAW[..3], &[]) },
        );
        let last = play_out(&mut s, &alice, 2);
        let messages = outgoing::messages(&last);
        let public = messages.iter().find(|m| !m.ephemeral).expect("the final message");
        let watch =
            public.buttons.iter().find(|b| b.label == "Revoir la partie").expect("the Watch the game button");
        assert_eq!(watch.id, format!("carc2:watch:{id}"));
        assert!(!public.is_live(), "the next board leaves it on");
        let shown = ok(s.handle(&alice, Command::Replay(None)));
        assert!(shown.public.unwrap().starts_with(&format!("Partie {id}, tuile après tuile (4 tuiles)\u{a0}: ")));
    }
}

on_both! {
    /// What may not be shown is refused privately, clearly, writing nothing: no finished
    /// game here, a game still being played (here or elsewhere), a cancelled one, an
    /// unknown number or another server's.
    fn games_without_a_timelapse_are_refused_and_nothing_is_written(db) {
        let mut s = db.service();
        let alice = on("c", "Alice", Front::Terminal);
        let running = start(&mut s, &alice, short(&DRAW, &[]));
        let elsewhere = on("other", "Alice", Front::Terminal);
        let cancelled = start(&mut s, &elsewhere, short(&DRAW, &[]));
        ok(s.handle(&elsewhere, Command::Cancel));
        let abroad = Context { guild: "h".into(), ..on("x", "Alice", Front::Terminal) };
        let foreign = start(&mut s, &abroad, short(&DRAW[..2], &[]));
        play_out(&mut s, &abroad, 1);
        let before = db.dump();
        let cases = [
            (&alice, None, "No game has finished in this channel yet: `games finished` lists this server's, and `replay game 7` shows one of them.".to_string()),
            (&alice, Some(running), format!("Game {running} is not over yet: its timelapse comes when it ends.")),
            (&elsewhere, Some(running), format!("Game {running} is not over yet: its timelapse comes when it ends.")),
            (&alice, Some(cancelled), format!("There is no finished game {cancelled} on this server; `games finished` lists them.")),
            (&alice, Some(foreign), format!("There is no finished game {foreign} on this server; `games finished` lists them.")),
            (&alice, Some(999), "There is no finished game 999 on this server; `games finished` lists them.".to_string()),
        ];
        for (ctx, game, said) in cases {
            assert_eq!(refused(s.handle(ctx, Command::Replay(game))), said, "{game:?}");
        }
        let french = Context { locale: "fr".into(), ..alice.clone() };
        assert_eq!(
            refused(s.handle(&french, Command::Replay(Some(running)))),
            format!("La partie {running} n'est pas encore terminée\u{a0}: son film viendra à la fin.")
        );
        assert_eq!(db.dump(), before);
    }
}
