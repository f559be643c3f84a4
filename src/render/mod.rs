//! The board renderer: one PNG per game state, with the board, its figures and a header
//! (players, scores, supplies, the waiting tile) or, at the end, the score breakdown.
//!
//! Owns the image as a whole and its encoding. It reads the game only through a
//! [`View`] for one viewer (so it cannot show what that viewer may not see), never
//! changes it, never panics, and gives the same bytes for the same state: nothing
//! depends on hash order, time, threads or what the caches hold.
//!
//! Each expansion draws from a folder of its own, named as its engine module: it declares
//! its art as data once (`facts::ArtFacts`: its figures, supply columns, categories'
//! colours…), which shared files draw the same way for every box, and draws the rest
//! through one trait, `expansion::ExpansionArt`; one list, the `registry!` below, names
//! both.
//!
//! The drawing primitives are imageproc's (polygons in `paint`, text in `text`,
//! connected components and distance transforms in `spots`) and `image::imageops`'
//! (quarter turns). Art is painted once per size into caches (`atlas`, `figures`,
//! bridges, castles, markers and text runs) and copied onto a canvas of palette
//! indices (`canvas`, `palette`), written as an indexed-colour PNG: a byte per pixel
//! instead of three, so the image is drawn and compressed in a fraction of the time.
//! The board's ground (table, grid, tiles, coordinates) is kept between images
//! (`layer`), so an image paints only the tiles placed since and what lies over them.
//! A finished game also plays back as an animated GIF ([`Timelapse`]), its frames
//! drawn the same way on the final image's layout.
//!
//! ```
//! use carcassonne_engine::{Audience, Game, Setup};
//! let (game, events) = Game::new(Setup::new(2, 1)).unwrap();
//! let names = ["Ann".to_string(), "Bo".to_string()];
//! let bytes = carcassonne_bot::render::png(&carcassonne_bot::render::Scene {
//!     view: game.view(Audience::Public),
//!     names: &names,
//!     recent: &events,
//!     words: carcassonne_bot::render::Words::Commands,
//!     lang: carcassonne_bot::locale::Lang::En,
//!     figures: None,
//! });
//! assert_eq!(&bytes[1..4], b"PNG");
//! ```

mod atlas;
mod board;
mod canvas;
mod chart;
mod choice_words;
mod encode;
mod expansion;
mod facts;
pub mod fields;
mod figures;
mod layer;
pub mod layout;
mod memory;
mod paint;
pub mod palette;
mod panel;
mod spot_names;
mod spots;
mod summary;
mod supply;
mod text;
mod tile;
mod timelapse;

// The expansions' folders, one per expansion, listed with their art in `registry!`; those
// with colours of their own make them public (`<expansion>::colours`) for tests to look for.
mod abbey_mayor;
mod abbot;
pub mod bridges_castles_bazaars;
mod crop_circles;
mod ferries;
mod flying_machines;
pub mod gifts;
mod gold_mines;
mod hills_sheep;
mod inns_cathedrals;
mod mage_witch;
mod messengers;
pub mod monuments;
mod princess_dragon;
mod river;
mod tower;
mod traders_builders;

/// The registry of the boxes' art, one row each: a box's folder, its drawing (`Art`,
/// the behaviour `expansion::ExpansionArt` asks of it) and its art as data (`ART`,
/// [`facts::ArtFacts`]), its rows the engine's (`box_modules!`). It writes two matches,
/// so a new `Expansion` without either does not compile.
macro_rules! registry {
    ($($variant:ident => $module:ident),* $(,)?) => {
        /// The drawing of `expansion`.
        fn art_of(expansion: Expansion) -> &'static dyn expansion::ExpansionArt {
            match expansion {
                $(Expansion::$variant => &$module::Art,)*
            }
        }

        /// The art of `expansion`, as data.
        fn facts_of(expansion: Expansion) -> &'static facts::ArtFacts {
            match expansion {
                $(Expansion::$variant => &$module::ART,)*
            }
        }
    };
}

carcassonne_engine::box_modules!(registry);

use std::sync::Mutex;

use carcassonne_engine::{Action, Event, Expansion, Figure, Footprint, Pos, Spot, View};

pub use crate::locale::Lang;

pub use board::{Mark, badge_at, disc_on_tile, figure_marks, figure_on_tile, figure_spots, spot_on_tile};
pub use canvas::Text;
pub use chart::rating_chart;
pub use choice_words::{Wording, button_words, choice_words, wording};
pub use layout::Layout;
pub use monuments::objectives::legend;
pub use spot_names::{COMPASS_WORDS, compass_word, shown_action, shown_spot, spot_words};
pub use timelapse::Timelapse;

/// What to draw: a game as one viewer sees it, its players' display names in seat order, the events of
/// the last command (to show what just scored), and whose words the image's legends use.
#[derive(Clone, Copy, Debug)]
pub struct Scene<'a> {
    pub view: View<'a>,
    pub names: &'a [String],
    pub recent: &'a [Event],
    pub words: Words<'a>,
    /// The language of the image's words: the game's for the channel's image, the
    /// viewer's for a private one.
    pub lang: Lang,
    /// The figures to draw instead of the view's, if any: on a finished game's image,
    /// those that stood just before the final scoring sent them home (the engine keeps
    /// no trace of them; the service knows them from the move before the end), so that
    /// each end-of-game `+N` stands by the figure that earned it.
    pub figures: Option<&'a [Figure]>,
}

/// Whose words an image uses for what may be done next: a player answers in the words
/// of the front end that shows it, so the legends name the steps as it does.
#[derive(Clone, Copy, Debug)]
pub enum Words<'a> {
    /// A terminal's: the commands as typed (`meeple road E`, `choose 1`, `bid N`, `pass`).
    Commands,
    /// A terminal's in a reader's own spelling: `spell` writes a command of the notation
    /// (`shepherd field Nw`) as a reader of a language types it (`berger pré No`). The
    /// service spells; the image only shows the words.
    Spelled(fn(&str, Lang) -> String),
    /// Discord's: the buttons' labels (`road`, `Tile 1`, `Bid 1 or more`, `No figure`),
    /// each open figure spot named with the words its button carries, and each step
    /// aiming at a target on the board (a tower, a captive, the dragon's next tile) by its
    /// button's whole label, which names the target by what a player sees there. The
    /// service names them; the image only shows the words.
    Buttons(&'a [(Spot, String)], &'a [(Action, String)]),
    /// Nobody's: a frame of a timelapse, only watched. Nobody answers it, so the board
    /// shows nothing a player would be asked to do (where the waiting tile may go and its
    /// rotations, numbered figure spots, bridges that may be built, a small city whose
    /// owners choose).
    Watch,
    /// The board page's: as [`Words::Watch`], nothing asks (the page marks the steps and
    /// answers taps itself), and no `+N` of a scoring during play, which the page writes
    /// over the picture in letters a phone reads at any zoom ([`badge_at`]).
    Page,
}

impl Words<'_> {
    /// The command `notation` (`bid N`, `pass`) as these words write it in `lang`.
    pub fn command(self, notation: &str, lang: Lang) -> String {
        match self {
            Words::Spelled(spell) => spell(notation, lang),
            Words::Commands | Words::Buttons(..) | Words::Watch | Words::Page => notation.to_string(),
        }
    }

    /// Whether the image asks something of a player: all but a timelapse's frames.
    pub fn ask(self) -> bool {
        !matches!(self, Words::Watch | Words::Page)
    }
}

impl Scene<'_> {
    /// The figures on the board: the scene's own, else the view's.
    pub fn figures(&self) -> &[Figure] {
        self.figures.unwrap_or(self.view.figures())
    }

    /// Where the board's cells fall on this scene's image.
    pub fn layout(&self) -> Layout {
        let layout = if self.view.is_over() {
            Layout::new(&self.view, |ui, board| {
                (summary::height(self, ui, board), summary::min_width(self, ui, board))
            })
        } else {
            let blocks = panel::Blocks::of(self);
            Layout::new(&self.view, |ui, board| blocks.size(ui, board))
        };
        expansion::in_play(&self.view).fold(layout, |layout, art| art.below(self, layout))
    }

    /// Where the board's cells fall on this scene's preview, if it has one (see
    /// [`preview`]).
    pub fn preview_layout(&self) -> Option<Layout> {
        let game = &self.view;
        if game.is_over() {
            return None;
        }
        let focus = self.focus();
        let blocks = panel::Blocks::of(self);
        let header = |ui, board| blocks.size(ui, board);
        let layout = Layout::around(game, &focus, PREVIEW_CELLS, PREVIEW_TILE, header)?;
        // A header wider than a preview may be (the supplies of many boxes for six
        // players) widens the image, and a chat shrinks its tiles with it: they grow in
        // proportion (to the largest a board has), so that they read as a usual
        // preview's do, when the image stays within the limits.
        let grown = layout::snap_up(PREVIEW_TILE * layout.width / PREVIEW_WIDTH).min(layout::MAX_TILE);
        let layout = match grown > PREVIEW_TILE {
            true => Layout::around(game, &focus, PREVIEW_CELLS, grown, header)
                .filter(|l| l.width <= layout::MAX_WIDTH && l.height <= layout::MAX_HEIGHT)
                .unwrap_or(layout),
            false => layout,
        };
        Some(expansion::in_play(game).fold(layout, |l, art| art.below(self, l)))
    }
}

impl Scene<'_> {
    /// The cells a preview must show: what the step waited for is about, as the
    /// expansions in play say (`ExpansionArt::step_cells`: a tower's range while its
    /// builder captures, the dragon and its next cells), with the tile placed last (the
    /// start tile at first) when it fits one preview with them. The step's cells come
    /// first: a dragon far from the tile that woke it is shown at a preview's scale,
    /// rather than the whole board, small, to hold both.
    pub fn focus(&self) -> Vec<Pos> {
        let game = &self.view;
        let asked: Vec<Pos> = expansion::in_play(game).flat_map(|art| art.step_cells(self)).collect();
        let with_last: Vec<Pos> = std::iter::once(self.last_cell()).chain(asked.iter().copied()).collect();
        match asked.is_empty() || layout::fits(&with_last, PREVIEW_CELLS) {
            true => with_last,
            false => asked,
        }
    }

    /// The cell of the tile placed last (the start tile's at first): what a preview is
    /// about before anything else.
    pub fn last_cell(&self) -> Pos {
        let game = &self.view;
        game.last_placed().map_or(Pos::new(0, 0), |i| game.board().tiles()[i].pos)
    }

    /// Of the `cells` a step may aim at, those nearest the last tile that fit one
    /// preview with it, nearest first: for a step whose targets are optional and may lie
    /// anywhere (the fairy's followers), so that the preview
    /// stays at a scale a chat reads rather than giving way to the whole board, small,
    /// which shows every target (a click away).
    pub fn nearest_fitting(&self, cells: Vec<Pos>) -> Vec<Pos> {
        layout::nearest_fitting(self.last_cell(), cells, PREVIEW_CELLS)
    }
}

/// The scene's board alone at `tile` px a cell (see [`Layout::board_only`]), with the
/// bands expansions draw under it, as PNG bytes, and its layout.
pub fn board_only(scene: &Scene, tile: u32) -> (Vec<u8>, Layout) {
    let layout = Layout::board_only(&scene.view, tile);
    let layout = expansion::in_play(&scene.view).fold(layout, |layout, art| art.below(scene, layout));
    let mut canvas = canvas::Canvas::spare(layout.width, layout.height);
    paint(&mut canvas, scene, &layout, &layer::GROUNDS, |_| {});
    (encoded(canvas).png, layout)
}

/// Whether [`board_only`] draws the same picture after a command whose events were
/// `events` as before it, when the command before that one had `before` as its events
/// (the picture marks what the last command scored): the command changed nothing on the
/// board (a figure step passed, the next tile drawn — not a large one, whose
/// placements widen the cells shown) and neither command left a mark (a score, or
/// anything an expansion did, which some draw). A page then keeps the picture it has
/// instead of asking the same again. Any other event counts as a change: a picture is
/// asked again needlessly, never kept wrongly.
pub fn board_only_unchanged(before: &[Event], events: &[Event]) -> bool {
    let unmarked = |e: &Event| !matches!(e, Event::Scored(_) | Event::Expansion(_));
    let unseen = |e: &Event| match e {
        Event::Passed { .. } => true,
        Event::TileDrawn { tile, .. } => tile.def().footprint != Footprint::Square,
        _ => false,
    };
    before.iter().all(unmarked) && events.iter().all(unseen)
}

/// One tile's pictures in its four rotations side by side (0°, 90°, 180°, 270°), as
/// the board draws them (buildings and shields stay upright, so a page cannot just turn
/// one picture), `size` px a cell (a large tile's are two cells wide), as PNG bytes:
/// the tile in hand on the board page.
pub fn tile_png(kind: carcassonne_engine::TileKind, size: u32) -> Vec<u8> {
    let size = layout::snap(size.clamp(layout::MIN_TILE, layout::MAX_PAGE_TILE));
    let side = if kind.def().footprint == carcassonne_engine::Footprint::Square { 2 * size } else { size };
    let mut canvas = canvas::Canvas::new(4 * side, side, palette::BACKGROUND);
    for (i, rot) in carcassonne_engine::Rotation::ALL.into_iter().enumerate() {
        atlas::blit_fitted(&mut canvas, i as i32 * side as i32, 0, side, kind, rot);
    }
    encode::plain(&canvas.pixels, canvas.width, canvas.height).unwrap_or_default()
}

/// The scene as PNG bytes.
pub fn png(scene: &Scene) -> Vec<u8> {
    drawing(scene).png
}

/// An image drawn: its PNG bytes and the texts written on it over the board's ground
/// (all but the coordinates around the board), to read what it says.
#[derive(Clone, Debug)]
pub struct Drawing {
    pub png: Vec<u8>,
    pub texts: Vec<Text>,
}

/// The scene drawn whole, as `png` draws it, with its texts.
pub fn drawing(scene: &Scene) -> Drawing {
    draw(scene, &scene.layout())
}

/// The scene's preview, as `preview` draws it, with its texts.
pub fn preview_drawing(scene: &Scene) -> Option<Drawing> {
    Some(draw(scene, &scene.preview_layout()?))
}

/// Paints the art of every tile kind at every size an image shows tiles at (on the
/// board, in the header at any scale), largest first, and every figure at every size a
/// board or a header shows it, so the first images of a process wait for no painting
/// (painting a kind at a new size costs up to a few milliseconds; all of them, about
/// half a second of CPU), and where each kind's fields lie (`fields`, asked by the board
/// page). A bot runs it on a thread of its own as it starts.
pub fn warm_up() {
    atlas::paint_ahead(layout::tile_sizes());
    board::paint_ahead();
    panel::paint_ahead();
    fields::work_out_ahead();
}

/// Cells across and down a preview shows.
pub const PREVIEW_CELLS: (i32, i32) = (9, 7);
/// A preview's tile size: at the ~500 px a chat shows an image, coordinates and
/// rotations still read.
pub const PREVIEW_TILE: u32 = 64;
/// The widest preview whose [`PREVIEW_TILE`] tiles still read in a chat (~500 px wide:
/// 40 px a tile); a wider one has larger tiles ([`Scene::preview_layout`]).
pub const PREVIEW_WIDTH: u32 = 800;

/// The scene as a preview while the game runs: the part of the board around the tile
/// just placed (the start tile at first), `PREVIEW_CELLS` at `PREVIEW_TILE` px, under
/// the same header. `None` when the whole board fits that (then `png` reads as
/// well) or once the game is over (the final image shows the whole board).
pub fn preview(scene: &Scene) -> Option<Vec<u8>> {
    preview_drawing(scene).map(|d| d.png)
}

/// The scene drawn on `layout`.
fn draw(scene: &Scene, layout: &Layout) -> Drawing {
    let (drawing, ground) = draw_with(scene, layout, &layer::GROUNDS);
    tracing::trace!(?ground, width = layout.width, height = layout.height, "board image");
    drawing
}

/// The scene drawn on `layout` with the board's ground from `grounds`, and where the
/// ground came from.
fn draw_with(scene: &Scene, layout: &Layout, grounds: &Mutex<layer::Grounds>) -> (Drawing, layer::Source) {
    let (canvas, ground) = painted(scene, layout, grounds);
    (encoded(canvas), ground)
}

/// The scene painted on `layout`, as `draw_with` draws it before its encoding.
fn painted(
    scene: &Scene,
    layout: &Layout,
    grounds: &Mutex<layer::Grounds>,
) -> (canvas::Canvas, layer::Source) {
    let mut canvas = canvas::Canvas::spare(layout.width, layout.height);
    let ground = paint(&mut canvas, scene, layout, grounds, |canvas| header(canvas, scene, layout));
    (canvas, ground)
}

/// The scene's own header on `layout`: while the game runs, the players and what
/// must be done next; at the end, the result and its table.
fn header(canvas: &mut canvas::Canvas, scene: &Scene, layout: &Layout) {
    if scene.view.is_over() {
        summary::draw(canvas, scene, layout);
    } else {
        panel::draw(canvas, scene, layout.ui);
    }
}

/// Paints the scene on `canvas`, as large as `layout`: the board's ground from
/// `grounds`, the header `header` draws, then the board's state and the legend under
/// it. Returns where the ground came from.
fn paint(
    canvas: &mut canvas::Canvas,
    scene: &Scene,
    layout: &Layout,
    grounds: &Mutex<layer::Grounds>,
    header: impl FnOnce(&mut canvas::Canvas),
) -> layer::Source {
    // The ground covers everything below the header.
    canvas.fill_rect(0, 0, layout.width as i32, layout.header as i32, palette::BACKGROUND);
    let ground = layer::draw(grounds, canvas, scene.view.board(), layout, !scene.view.is_over());
    header(canvas);
    board::draw(canvas, scene, layout);
    for art in expansion::in_play(&scene.view) {
        art.draw_below(canvas, scene, layout);
    }
    ground
}

/// The canvas as an indexed-colour PNG (see `encode`: one byte per pixel and the
/// palette, written with fast compression after the Paeth filter, the rows of the last
/// image of its width that repeat copied), with its texts; the pixel memory it frees
/// goes back to `memory::SPARE`. Measured on 100-tile boards: the filter that predicts from
/// the pixels above, left and above-left makes the files a third smaller than the
/// cheaper `Up` (≈ 105 KB against ≈ 155 KB) for about a quarter more work; without a
/// filter the fast compressor hardly compresses at all.
fn encoded(canvas: canvas::Canvas) -> Drawing {
    let png = encode::png(canvas.pixels, canvas.width, canvas.height);
    Drawing { png, texts: canvas.texts }
}
