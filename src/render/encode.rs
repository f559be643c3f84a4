//! The canvas as an indexed-colour PNG: one byte per pixel and the palette, each row
//! after the Paeth filter, compressed as the `png` crate compresses with
//! `Compression::Fast` (`fdeflate`'s one fixed Huffman code, runs of zeros as matches
//! one byte back), byte for byte the file `png` writes, but coded here so that work
//! done for the last image of the same width is not done again: a row found there
//! (wherever it moved) under a row equal to the row above it codes to the same bits,
//! which are copied; a row equal to the row above, and 32 bytes equal to the bytes
//! above them, filter to zeros, which are not computed.
//!
//! Why: the encoder was 91 % of an image's instructions (the filter half of it, the
//! compression 40 %), and much of each image is the last one's rows (the header's
//! lines, the board's rows the turn left alone, moved down when the header grows) or
//! flat areas. The bits of a row do not depend on where they land in the stream
//! (`fdeflate` ends each row's runs at its end) and the checksum (Adler-32) of the
//! whole is put together from each row's, so a row's bits and sums are all it keeps.
//! The code's lengths and the block's header are read once from the stream `png` writes
//! for a probe image, never copied. The `png` crate still writes the chunks around the
//! data (header, palette, end), and
//! encodes the rare image this coding would make larger than stored bytes, as it does
//! itself.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Mutex, OnceLock, PoisonError};

use super::{memory, palette};

/// The Paeth filter's number in each row's first byte.
const PAETH: u8 = 4;

/// Adler-32's modulus.
const ADLER_MOD: u64 = 65521;

/// `fdeflate`'s one Huffman code, as the `png` crate writes it with
/// `Compression::Fast`: read once from the stream the crate writes for a probe image
/// (its dynamic block's header), so that these bytes are always the crate's own, whatever
/// its version; the tests compare every byte with its output.
#[derive(Debug)]
struct Huffman {
    /// The zlib header and the dynamic block's header, `header_bits` bits of it.
    header: Vec<u8>,
    header_bits: usize,
    /// Each literal and length symbol's code length (0..=285).
    lengths: [u8; 286],
    /// Each symbol's bits as written (reversed, deflate's bit order).
    codes: [u16; 286],
    /// The bits of a run of zeros after its first (a literal zero) and its matches of
    /// 258, for each number of zeros left (0..258) and how many there are: a run is
    /// written in one go.
    runs: [(u64, u8); 258],
}

/// The code lengths' own code lengths come in this order in a dynamic block's header.
const LENGTH_CODE_ORDER: [usize; 19] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

impl Huffman {
    /// The code of the zlib stream `zlib`, whose first block must be a dynamic one
    /// coding distance 1 as the single bit 0 (the runs of zeros are matches one byte
    /// back); `None` otherwise, when images are left to the `png` crate alone.
    fn read(zlib: &[u8]) -> Option<Huffman> {
        let mut bits = Reader { bytes: zlib, at: 16 };
        let _final = bits.take(1)?;
        if bits.take(2)? != 2 {
            return None;
        }
        let literals = bits.take(5)? as usize + 257;
        let distances = bits.take(5)? as usize + 1;
        let length_codes = bits.take(4)? as usize + 4;
        let mut length_lengths = [0u8; 19];
        for &symbol in &LENGTH_CODE_ORDER[..length_codes] {
            length_lengths[symbol] = bits.take(3)? as u8;
        }
        let length_code = canonical(&length_lengths);
        let mut lengths: Vec<u8> = Vec::with_capacity(literals + distances);
        while lengths.len() < literals + distances {
            let (value, times) = match bits.symbol(&length_lengths, &length_code)? {
                n @ 0..=15 => (n as u8, 1),
                16 => (*lengths.last()?, 3 + bits.take(2)?),
                17 => (0, 3 + bits.take(3)?),
                18 => (0, 11 + bits.take(7)?),
                _ => return None,
            };
            lengths.extend(std::iter::repeat_n(value, times as usize));
        }
        let (literal_lengths, distance_lengths) = lengths.split_at(literals);
        let mut all = [0u8; 286];
        all.get_mut(..literals)?.copy_from_slice(literal_lengths);
        let codes: [u16; 286] = canonical(&all).try_into().ok()?;
        // A run of zeros is written as zero-literals' zero bits, and a match's distance
        // as one bit 0: both must hold.
        if codes[0] != 0
            || distance_lengths.first() != Some(&1)
            || canonical(distance_lengths).first() != Some(&0)
        {
            return None;
        }
        let runs = std::array::from_fn(|rest| run_bits(rest, &all, &codes));
        // A run's bits, the literal zero's before them, must fit in one word.
        if runs.iter().any(|&(_, n)| u32::from(n) + u32::from(all[0]) > 64) {
            return None;
        }
        Some(Huffman {
            header: zlib[..bits.at.div_ceil(8)].to_vec(),
            header_bits: bits.at,
            lengths: all,
            codes,
            runs,
        })
    }
}

/// The bits of `rest` (< 258) zeros after a run's first, as `fdeflate` writes them in
/// the code of `lengths` and `codes`: four or fewer as literal zeros, more as a match of
/// the byte before (its length's symbol and extra bits, then the distance's one bit 0).
fn run_bits(rest: usize, lengths: &[u8; 286], codes: &[u16; 286]) -> (u64, u8) {
    if rest <= 4 {
        // The literal zero's code is all zeros.
        return (0, rest as u8 * lengths[0]);
    }
    let i = usize::from(LENGTH_SYMBOLS[rest]);
    let (base, extra) = LENGTHS[i];
    let symbol = 257 + i;
    let bits = u64::from(codes[symbol]) | u64::from(rest as u32 - base) << lengths[symbol];
    (bits, lengths[symbol] + extra + 1)
}

/// The canonical Huffman code of `lengths` (deflate's), each symbol's bits reversed as
/// written.
fn canonical(lengths: &[u8]) -> Vec<u16> {
    let mut codes = vec![0u16; lengths.len()];
    let mut code = 0u32;
    for len in 1..=15 {
        for (i, _) in lengths.iter().enumerate().filter(|&(_, &l)| l == len) {
            codes[i] = (code as u16).reverse_bits() >> (16 - len);
            code += 1;
        }
        code <<= 1;
    }
    codes
}

/// Reads a deflate stream's bits, least significant first.
struct Reader<'a> {
    bytes: &'a [u8],
    /// The next bit.
    at: usize,
}

impl Reader<'_> {
    /// The next `n` bits as a number (the first the lowest).
    fn take(&mut self, n: usize) -> Option<u32> {
        (0..n).try_fold(0u32, |value, i| {
            let bit = (self.bytes.get(self.at / 8)? >> (self.at % 8)) & 1;
            self.at += 1;
            Some(value | u32::from(bit) << i)
        })
    }

    /// The next symbol of the code of `lengths` (`codes`, as [`canonical`] builds them).
    fn symbol(&mut self, lengths: &[u8], codes: &[u16]) -> Option<usize> {
        let mut read = 0u16;
        for len in 1..=15u8 {
            read |= (self.take(1)? as u16) << (len - 1);
            let found = (0..lengths.len()).find(|&i| lengths[i] == len && codes[i] == read);
            if found.is_some() {
                return found;
            }
        }
        None
    }
}

/// The code `png` compresses with, read once from its stream for a flat probe image
/// (large enough to be compressed rather than stored).
fn huffman() -> Option<&'static Huffman> {
    static HUFFMAN: OnceLock<Option<Huffman>> = OnceLock::new();
    HUFFMAN
        .get_or_init(|| {
            let side = 64;
            let file = plain(&vec![0u8; side * side], side as u32, side as u32).ok()?;
            Huffman::read(idat(&file)?)
        })
        .as_ref()
}

/// The data of the first IDAT chunk of the PNG file `file`.
fn idat(file: &[u8]) -> Option<&[u8]> {
    let mut at = 8;
    while let Some(head) = file.get(at..at + 8) {
        let len = u32::from_be_bytes(head[..4].try_into().ok()?) as usize;
        if &head[4..] == b"IDAT" {
            return file.get(at + 8..at + 8 + len);
        }
        at += 12 + len;
    }
    None
}

/// The first length of each of deflate's length symbols 257..=285 and its extra bits.
const LENGTHS: [(u32, u8); 29] = [
    (3, 0),
    (4, 0),
    (5, 0),
    (6, 0),
    (7, 0),
    (8, 0),
    (9, 0),
    (10, 0),
    (11, 1),
    (13, 1),
    (15, 1),
    (17, 1),
    (19, 2),
    (23, 2),
    (27, 2),
    (31, 2),
    (35, 3),
    (43, 3),
    (51, 3),
    (59, 3),
    (67, 4),
    (83, 4),
    (99, 4),
    (115, 4),
    (131, 5),
    (163, 5),
    (195, 5),
    (227, 5),
    (258, 0),
];

/// The length symbol (its index in [`LENGTHS`]) of each match length up to 258: a run
/// of zeros is coded as matches, one table lookup each rather than a search.
const LENGTH_SYMBOLS: [u8; 259] = {
    let mut symbols = [0u8; 259];
    let (mut length, mut i) = (3, 0);
    while length <= 258 {
        if i + 1 < LENGTHS.len() && LENGTHS[i + 1].0 <= length as u32 {
            i += 1;
        }
        symbols[length] = i as u8;
        length += 1;
    }
    symbols
};

/// What a coded image keeps for the next image of its width: its pixels, its zlib
/// stream and where each row's bits lie in it with the row's Adler-32 sums, and each
/// row's key, sorted, to find its rows again.
#[derive(Debug)]
struct Coded {
    width: usize,
    pixels: Vec<u8>,
    zlib: Vec<u8>,
    rows: Vec<Row>,
    keys: Vec<u64>,
    /// The memory of the index its coding looked in (what it holds is of no use), for
    /// another image's coding with its stream.
    index: Index,
}

/// One filtered row's bits in a zlib stream and its Adler-32 sums.
#[derive(Clone, Copy, Debug)]
struct Row {
    /// Its first bit in the stream.
    start: usize,
    /// How many bits it takes.
    bits: usize,
    /// The sum of its bytes (filter byte first), modulo Adler-32's modulus.
    sum: u32,
    /// The sum of its bytes, each weighted by its distance from the row's end plus
    /// one, modulo the same: what the row adds to the checksum's second half beyond
    /// its length times the first half before it.
    weighted: u32,
    /// The row's pixels' [`key`].
    key: u64,
}

impl Coded {
    fn row(&self, y: usize) -> Option<&[u8]> {
        self.pixels.get(y * self.width..(y + 1) * self.width)
    }

    /// Its pixels, and its stream, rows, keys and index for another image's coding.
    fn into_parts(self) -> (Vec<u8>, Parts) {
        (self.pixels, Parts { zlib: self.zlib, rows: self.rows, keys: self.keys, index: self.index })
    }
}

/// Where to look for a row in the last image: its rows' keys, and the keys of its
/// rows joined with those of the rows above them (see [`pair`]), each with the first
/// row that has it.
#[derive(Debug, Default)]
struct Index {
    rows: Keyed,
    pairs: Keyed,
}

/// Rows by key. Keys are hashes already: they are their own hash.
type Keyed = HashMap<u64, usize, BuildHasherDefault<KeyHasher>>;

impl Index {
    /// Fills the index with `last`'s rows, what it held before dropped (its memory
    /// kept: a hash map costs fewer instructions to fill than sorting the keys did).
    fn fill(&mut self, last: &Coded) {
        self.rows.clear();
        self.pairs.clear();
        for (y, row) in last.rows.iter().enumerate() {
            self.rows.entry(row.key).or_insert(y);
            if let Some(above) = y.checked_sub(1) {
                self.pairs.entry(pair(last.rows[above].key, row.key)).or_insert(y);
            }
        }
    }
}

/// The hasher of row keys: a key as it is.
#[derive(Debug, Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// The key of a row under the row above it, from both rows' keys.
fn pair(above: u64, row: u64) -> u64 {
    (above.rotate_left(23) ^ row).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Bytes of a row its key reads: 8 at each of 16 places spread over it.
const KEY_WORDS: usize = 16;

/// A row's key: a hash of bytes spread over it, to find a row equal to it in the last
/// image (then compared whole) without reading all of either.
fn key(row: &[u8]) -> u64 {
    let n = row.len();
    (0..KEY_WORDS).fold(0xcbf2_9ce4_8422_2325, |hash, i| {
        let at = (i * n / KEY_WORDS).min(n.saturating_sub(8));
        (hash ^ padded_word(row, at)).wrapping_mul(0x0100_0000_01b3).rotate_left(29)
    })
}

/// The coded images of late, for the next ones: one per image drawn at once, as
/// `render`'s pixel buffers.
static CODED: Mutex<Vec<Coded>> = Mutex::new(Vec::new());

/// Most coded images kept (each its pixels, a few MB, and its stream, ≈ 100 KB).
const CODED_KEPT: usize = 4;

/// Rows sampled to choose, among the kept images of a width, the one sharing most rows.
const SAMPLES: usize = 16;

/// The image of `pixels` (`height` rows of `width` palette indices) as PNG bytes,
/// coded from the kept image of its width that shares most rows with it. Keeps the
/// pixels for the next image; the memory of an image no longer kept goes back to
/// `memory::SPARE` (its pixels) and to the next image's coding (its stream and rows).
pub fn png(pixels: Vec<u8>, width: u32, height: u32) -> Vec<u8> {
    let Some(huffman) = huffman() else {
        // A `png` crate that compresses otherwise: its own encoding, whole.
        let bytes = plain(&pixels, width, height).unwrap_or_default();
        memory::SPARE.give(pixels);
        return bytes;
    };
    let rows = height as usize;
    let last = {
        let mut kept = CODED.lock().unwrap_or_else(PoisonError::into_inner);
        let best = kept
            .iter()
            .enumerate()
            .filter(|(_, c)| c.width == width as usize)
            .max_by_key(|&(i, c)| (shared_samples(c, &pixels, rows), i))
            .map(|(i, _)| i);
        best.map(|i| kept.remove(i))
    };
    let parts = SPARE_PARTS.lock().unwrap_or_else(PoisonError::into_inner).take().unwrap_or_default();
    let (coded, copied) = code(pixels, width as usize, rows, last.as_ref(), huffman, parts);
    tracing::trace!(width, height, copied, "image coded");
    let bytes = file(&coded, width, height);
    let evicted = {
        let mut kept = CODED.lock().unwrap_or_else(PoisonError::into_inner);
        kept.push(coded);
        if kept.len() > CODED_KEPT { Some(kept.remove(0)) } else { None }
    };
    for gone in evicted.into_iter().chain(last) {
        let (pixels, parts) = gone.into_parts();
        memory::SPARE.give(pixels);
        *SPARE_PARTS.lock().unwrap_or_else(PoisonError::into_inner) = Some(parts);
    }
    bytes.unwrap_or_default()
}

/// The stream, rows and keys of a coded image no longer kept, for the next image's:
/// fresh memory costs a page fault a page.
#[derive(Debug, Default)]
struct Parts {
    zlib: Vec<u8>,
    rows: Vec<Row>,
    keys: Vec<u64>,
    index: Index,
}

static SPARE_PARTS: Mutex<Option<Parts>> = Mutex::new(None);

/// How many of `SAMPLES` rows spread over the image of `pixels` have their key among
/// `coded`'s rows.
fn shared_samples(coded: &Coded, pixels: &[u8], height: usize) -> usize {
    let w = coded.width;
    (0..SAMPLES)
        .map(|i| key(&pixels[i * height / SAMPLES * w..][..w]))
        .filter(|k| coded.keys.binary_search(k).is_ok())
        .count()
}

/// The rows of `pixels` (`height` rows of `width`) filtered and compressed into a zlib
/// stream, each row copied from `last` where `last` has a row equal to it under a row
/// equal to the row above it (the top row only from the top row: above both, zeros),
/// wherever it lies there: a header of another height or a board grown by a row moves
/// the rows below it. Also says how many rows were copied.
fn code(
    pixels: Vec<u8>,
    width: usize,
    height: usize,
    last: Option<&Coded>,
    code: &'static Huffman,
    Parts { zlib, mut rows, mut keys, mut index }: Parts,
) -> (Coded, usize) {
    let mut out = Bits::on(zlib, last.map_or(256 * 1024, |l| l.zlib.len() + 1024), code);
    out.bytes.extend_from_slice(&code.header[..code.header_bits / 8]);
    out.put(u64::from(code.header[code.header_bits / 8]), (code.header_bits % 8) as u8);
    let zeros = vec![0u8; width];
    let mut filtered = vec![0u8; width + 1];
    rows.clear();
    rows.reserve(height);
    // The coded row of a row the same as the row above (all zeros once filtered), once
    // one is met: areas of one colour are many such rows.
    let mut flat = None;
    // Filled when a row is first looked for away from where the row above was found.
    let mut indexed = false;
    // The row of `last` equal to the row above, if one was found.
    let mut above_at: Option<usize> = None;
    let (mut sum, mut weighted, mut copied) = (1u64, 0u64, 0);
    for y in 0..height {
        let row = &pixels[y * width..(y + 1) * width];
        let above = if y == 0 { &zeros[..] } else { &pixels[(y - 1) * width..y * width] };
        let key = key(row);
        let start = out.position();
        let mut found = None;
        if let Some(last) = last {
            let equal = |at: &usize| last.row(*at) == Some(row);
            found = match (y, above_at) {
                (0, _) => Some(0).filter(equal),
                (_, Some(at)) if equal(&(at + 1)) => Some(at + 1),
                _ => {
                    let index = filled(&mut index, &mut indexed, last);
                    let under = index.pairs.get(&pair(rows[y - 1].key, key)).copied();
                    under.filter(|&at| equal(&at) && last.row(at - 1) == Some(above))
                }
            };
            // Not copied, but found, so that the rows below are.
            above_at = found.or_else(|| {
                let index = filled(&mut index, &mut indexed, last);
                index.rows.get(&key).copied().filter(equal)
            });
            copied += usize::from(found.is_some());
        }
        let coded = match found.zip(last) {
            Some((at, last)) => {
                let coded = last.rows[at];
                out.copy(&last.zlib, coded.start, coded.bits);
                Row { start, ..coded }
            }
            None if y > 0 && row == above => {
                let (bits, coded) = flat.get_or_insert_with(|| flat_row(width, code));
                out.copy(bits, 0, coded.bits);
                Row { start, key, ..*coded }
            }
            None => {
                filtered[0] = PAETH;
                paeth(above, row, &mut filtered[1..]);
                out.data(&filtered);
                let (row_sum, row_weighted) = sums(&filtered);
                Row { start, bits: out.position() - start, sum: row_sum, weighted: row_weighted, key }
            }
        };
        let n = (width + 1) as u64;
        weighted = (weighted + n % ADLER_MOD * sum + u64::from(coded.weighted)) % ADLER_MOD;
        sum = (sum + u64::from(coded.sum)) % ADLER_MOD;
        rows.push(coded);
    }
    out.symbol(256);
    let mut zlib = out.finish();
    zlib.extend_from_slice(&((weighted << 16 | sum) as u32).to_be_bytes());
    keys.clear();
    keys.extend(rows.iter().map(|r| r.key));
    keys.sort_unstable();
    keys.dedup();
    (Coded { width, pixels, zlib, rows, keys, index }, copied)
}

/// `index`, filled with `last`'s rows unless `indexed` says it is already.
fn filled<'a>(index: &'a mut Index, indexed: &mut bool, last: &Coded) -> &'a Index {
    if !*indexed {
        index.fill(last);
        *indexed = true;
    }
    index
}

/// The bits and sums of a row of `width` pixels the same as the row above: the filter's
/// number and zeros.
fn flat_row(width: usize, code: &'static Huffman) -> (Vec<u8>, Row) {
    let mut filtered = vec![0u8; width + 1];
    filtered[0] = PAETH;
    let mut out = Bits::new(width / 8, code);
    out.data(&filtered);
    let bits = out.position();
    let (sum, weighted) = sums(&filtered);
    (out.finish(), Row { start: 0, bits, sum, weighted, key: 0 })
}

/// A row's Adler-32 sums: the sum of its bytes and the sum of each byte weighted by its
/// distance from the end plus one, both modulo Adler-32's modulus (the SIMD checksum
/// from 1 and 0 gives them plus 1 and plus the row's length).
fn sums(bytes: &[u8]) -> (u32, u32) {
    let mut adler = simd_adler32::Adler32::new();
    adler.write(bytes);
    let checksum = u64::from(adler.finish());
    let n = bytes.len() as u64 % ADLER_MOD;
    let sum = ((checksum & 0xffff) + ADLER_MOD - 1) % ADLER_MOD;
    let weighted = ((checksum >> 16) + ADLER_MOD - n) % ADLER_MOD;
    (sum as u32, weighted as u32)
}

/// Bytes the Paeth filter takes at a time: fixed-size chunks the compiler turns into
/// vector instructions (the `png` crate's choice, found fastest there).
const CHUNK: usize = 32;

/// `row` after the Paeth filter, predicted from `above` (as long), into `out` (as long).
/// A row's last bytes are a chunk too, ending at its end and overlapping the one before
/// (its bytes computed twice, to the same values): a byte at a time, the few bytes past
/// the last whole chunk cost as much as the rest of a row.
fn paeth(above: &[u8], row: &[u8], out: &mut [u8]) {
    let Some(&first) = row.first() else { return };
    out[0] = first.wrapping_sub(above[0]);
    let n = row.len();
    if n <= CHUNK {
        for i in 1..n {
            out[i] = row[i].wrapping_sub(predict(row[i - 1], above[i], above[i - 1]));
        }
        return;
    }
    let mut i = 1;
    while i < n {
        let at = i.min(n - CHUNK);
        let (x, a) = (whole(&row[at..at + CHUNK]), whole(&row[at - 1..at - 1 + CHUNK]));
        let (b, c) = (whole(&above[at..at + CHUNK]), whole(&above[at - 1..at - 1 + CHUNK]));
        let out: &mut [u8; CHUNK] = (&mut out[at..at + CHUNK]).try_into().expect("a whole chunk");
        // Pixels and the pixel before them as above: zeros (most of a board's rows).
        if x == b && a == c {
            out.fill(0);
        } else {
            for j in 0..CHUNK {
                out[j] = x[j].wrapping_sub(predict(a[j], b[j], c[j]));
            }
        }
        i = at + CHUNK;
    }
}

/// A chunk of `CHUNK` bytes as an array, which compares without a call.
fn whole(bytes: &[u8]) -> &[u8; CHUNK] {
    bytes.try_into().expect("a whole chunk")
}

/// The Paeth predictor of a byte from the bytes left (`a`), above (`b`) and above left
/// (`c`), in the branch-free form of FPNGE that the `png` crate uses, which vectorises.
#[inline(always)]
fn predict(a: u8, b: u8, c: u8) -> u8 {
    let pa = b.max(c) - b.min(c);
    let pb = a.max(c) - a.min(c);
    let pc = if (a < c) == (c < b) { pa.max(pb) - pa.min(pb) } else { 255 };
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

/// A deflate bit stream being written, least significant bit first.
struct Bits {
    bytes: Vec<u8>,
    buffer: u64,
    used: u8,
    /// The code it writes symbols in.
    code: &'static Huffman,
}

impl Bits {
    fn new(capacity: usize, code: &'static Huffman) -> Bits {
        Bits::on(Vec::new(), capacity, code)
    }

    /// A stream written in `bytes`' memory (its bytes dropped), room for `capacity`.
    fn on(mut bytes: Vec<u8>, capacity: usize, code: &'static Huffman) -> Bits {
        bytes.clear();
        bytes.reserve(capacity);
        Bits { bytes, buffer: 0, used: 0, code }
    }

    /// Writes `symbol` (a literal byte, 256 the block's end, or a length symbol).
    fn symbol(&mut self, symbol: usize) {
        self.put(u64::from(self.code.codes[symbol]), self.code.lengths[symbol]);
    }

    /// How many bits are written so far.
    fn position(&self) -> usize {
        self.bytes.len() * 8 + usize::from(self.used)
    }

    /// Writes the low `n` bits of `bits` (`n` ≤ 64, the others zero).
    fn put(&mut self, bits: u64, n: u8) {
        self.buffer |= bits.checked_shl(u32::from(self.used)).unwrap_or(0);
        self.used += n;
        if self.used >= 64 {
            // By value: a copy of a known 8 bytes, not a call to copy memory.
            self.bytes.extend(self.buffer.to_le_bytes());
            self.used -= 64;
            self.buffer = bits.checked_shr(u32::from(n - self.used)).unwrap_or(0);
        }
    }

    /// Copies `n` bits of the stream `from` starting at bit `start`.
    fn copy(&mut self, from: &[u8], mut start: usize, mut n: usize) {
        while n > 0 {
            let take = n.min(56);
            let at = start / 8;
            let bits = (padded_word(from, at) >> (start % 8)) & ((1u64 << take) - 1);
            self.put(bits, take as u8);
            start += take;
            n -= take;
        }
    }

    /// The bits of `data` as `fdeflate`'s compressor codes one call's data: zeros in
    /// runs (a literal zero, then a match one byte back) where whole 8-byte words are
    /// zero, with the zero bytes that start or end a word joining the run beside them,
    /// every other byte a literal.
    fn data(&mut self, data: &[u8]) {
        let whole = data.len() / 8 * 8;
        let run = self.words(&data[..whole]);
        if run > 0 {
            self.run(run);
        }
        self.literals(&data[whole..]);
    }

    /// The bits of `words` (whole 8-byte words) as [`Bits::data`] codes them; returns
    /// the zeros at their end, not yet written.
    fn words(&mut self, words: &[u8]) -> u32 {
        let (mut at, mut run) = (0, 0);
        while let Some(chunk) = words.get(at..at + 8) {
            at += 8;
            let word = word_at(chunk, 0);
            if word == 0 {
                run += 8;
                // Four zero words at a time, as long as they last: most of a board's
                // filtered rows.
                while let Some(four) = words.get(at..at + 32) {
                    if word_at(four, 0) | word_at(four, 8) | word_at(four, 16) | word_at(four, 24) != 0 {
                        break;
                    }
                    run += 32;
                    at += 32;
                }
                continue;
            } else if run > 0 {
                let run_extra = word.trailing_zeros() / 8;
                self.run(run + run_extra);
                run = 0;
                if run_extra > 0 {
                    run = word.leading_zeros() / 8;
                    self.literals(&chunk[run_extra as usize..8 - run as usize]);
                    continue;
                }
            }
            let run_start = word.leading_zeros() / 8;
            if run_start > 0 {
                self.literals(&chunk[..8 - run_start as usize]);
                run = run_start;
                continue;
            }
            let (low, high) = chunk.split_at(4);
            for half in [low, high] {
                let (bits, n) = half.iter().rev().fold((0u64, 0u8), |(bits, n), &b| {
                    (
                        bits << self.code.lengths[b as usize] | u64::from(self.code.codes[b as usize]),
                        n + self.code.lengths[b as usize],
                    )
                });
                self.put(bits, n);
            }
        }
        run
    }

    fn literals(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.symbol(b as usize);
        }
    }

    /// A run of `run` zeros: a literal zero, then matches of the byte before (the
    /// distance code, one bit 0, after each length), the last four or fewer literals.
    fn run(&mut self, run: u32) {
        let zero = self.code.lengths[0];
        let mut rest = run as usize - 1;
        if rest >= 258 {
            self.put(0, zero);
            while rest >= 258 {
                // The length 258, then distance 1: its code, the one bit 0.
                self.put(u64::from(self.code.codes[285]), self.code.lengths[285] + 1);
                rest -= 258;
            }
            let (bits, n) = self.code.runs[rest];
            return self.put(bits, n);
        }
        // The literal zero's bits are zeros: the rest's bits come after them.
        let (bits, n) = self.code.runs[rest];
        self.put(bits << zero, n + zero);
    }

    /// The stream's bytes, the last one padded with zeros.
    fn finish(mut self) -> Vec<u8> {
        let bytes = usize::from(self.used).div_ceil(8);
        self.bytes.extend_from_slice(&self.buffer.to_le_bytes()[..bytes]);
        self.bytes
    }
}

/// The 8 bytes of `bytes` from `at`, as a little-endian word.
fn word_at(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"))
}

/// [`word_at`], the bytes past `bytes`' end zeros (a row narrower than a word, a
/// stream's last bytes): whole words read as one, not through a copy of a length known
/// only when it runs.
fn padded_word(bytes: &[u8], at: usize) -> u64 {
    if at + 8 <= bytes.len() {
        return word_at(bytes, at);
    }
    let mut word = [0u8; 8];
    word[..bytes.len() - at].copy_from_slice(&bytes[at..]);
    u64::from_le_bytes(word)
}

/// The PNG file of `coded`, the image's rows stored uncompressed by the `png` crate
/// instead where, as there, their compression is the larger.
fn file(coded: &Coded, width: u32, height: u32) -> Result<Vec<u8>, png::EncodingError> {
    if coded.zlib.len() > stored_size((coded.width + 1) * coded.rows.len()) {
        plain(&coded.pixels, width, height)
    } else {
        wrap(&coded.zlib, width, height)
    }
}

/// The PNG file around the zlib stream of its rows.
fn wrap(zlib: &[u8], width: u32, height: u32) -> Result<Vec<u8>, png::EncodingError> {
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    let mut writer = encoder(&mut out, width, height).write_header()?;
    writer.write_chunk(png::chunk::IDAT, zlib)?;
    writer.finish()?;
    Ok(out)
}

/// The size of `raw` bytes in a zlib stream of stored blocks (as `fdeflate` counts it).
fn stored_size(raw: usize) -> usize {
    let block = usize::from(u16::MAX);
    (raw.saturating_sub(1) / block) * (block + 5) + (raw % block + 5) + 6
}

/// The image's encoder: indexed colour, 8 bits, the palette, the Paeth filter, fast
/// compression.
fn encoder(out: &mut Vec<u8>, width: u32, height: u32) -> png::Encoder<'static, &mut Vec<u8>> {
    let mut encoder = png::Encoder::new(out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette::entries().concat());
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::Filter::Paeth);
    encoder
}

/// The image of `pixels` encoded by the `png` crate alone, every row filtered and
/// compressed: images that are not drawn again (a tile's pictures), and what
/// [`png`]'s bytes are checked against.
pub fn plain(pixels: &[u8], width: u32, height: u32) -> Result<Vec<u8>, png::EncodingError> {
    let mut out = Vec::with_capacity(256 * 1024);
    let mut writer = encoder(&mut out, width, height).write_header()?;
    writer.write_image_data(pixels)?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::rules::monuments::Monument;
    use carcassonne_engine::{Audience, Expansion, Expansions, Game, GameRng, Setup, TileKind};

    use super::*;
    use crate::render::layer::Grounds;
    use crate::render::{Lang, Scene, Words, painted};

    /// Each match length's symbol is the last whose first length is not above it.
    #[test]
    fn each_length_has_its_symbol() {
        for length in 3..=258u32 {
            let i = LENGTHS.iter().rposition(|&(base, _)| base <= length).unwrap();
            assert_eq!(usize::from(LENGTH_SYMBOLS[length as usize]), i, "length {length}");
        }
    }

    /// The code is read from the `png` crate's stream: a complete code over every
    /// literal, the block's end and the lengths (Kraft's sum exactly one).
    #[test]
    fn the_png_crates_code_is_read_from_its_stream() {
        let code = huffman().expect("a dynamic block");
        let kraft: f64 = code.lengths.iter().filter(|&&l| l > 0).map(|&l| 0.5f64.powi(i32::from(l))).sum();
        assert!(code.lengths.iter().all(|&l| l > 0) && (kraft - 1.0).abs() < 1e-12, "{code:?}");
        assert!(code.header_bits > 16 && code.header.len() == code.header_bits.div_ceil(8));
    }

    /// `pixels` coded after `last` (or alone), wrapped, against the `png` crate's file.
    /// `parts`: the memory of an image coded before, as `png` hands it on.
    fn same_as_png_crate(
        pixels: &[u8],
        width: u32,
        height: u32,
        last: Option<&Coded>,
        parts: Parts,
    ) -> (Coded, usize) {
        let huffman = huffman().expect("the png crate's code");
        let (coded, copied) = code(pixels.to_vec(), width as usize, height as usize, last, huffman, parts);
        let ours = file(&coded, width, height).expect("a file");
        assert!(ours == plain(pixels, width, height).expect("a file"), "{width}×{height} differs");
        (coded, copied)
    }

    /// Images of every width from 1 to 40 and a wide one, with runs of zeros of every
    /// length (across words, rows and the longest match), flat bands, noise and rows
    /// the same as the row above, each coded alone, after a copy changed in a few
    /// pixels and moved down under new rows.
    #[test]
    fn codes_the_bytes_the_png_crate_writes() {
        let mut rng = GameRng::from_seed(7);
        for (width, height) in (1..=40).map(|w| (w, 23)).chain([(1500, 9)]) {
            let mut pixels = vec![0u8; (width * height) as usize];
            for (i, p) in pixels.iter_mut().enumerate() {
                *p = match (i / 97) % 4 {
                    0 => 0,
                    1 => rng.below(256) as u8,
                    2 => (i / 13 % 5) as u8,
                    _ => {
                        if rng.below(7) == 0 {
                            rng.below(256) as u8
                        } else {
                            3
                        }
                    }
                };
            }
            let w = width as usize;
            for y in (2..height as usize).step_by(5) {
                pixels.copy_within((y - 1) * w..y * w, y * w);
            }
            let (first, _) = same_as_png_crate(&pixels, width, height, None, Parts::default());
            for _ in 0..3 {
                let y = rng.below(height as usize);
                let x = rng.below(width as usize);
                pixels[y * width as usize + x] ^= 1 + rng.below(255) as u8;
            }
            let (second, _) = same_as_png_crate(&pixels, width, height, Some(&first), Parts::default());
            // Rows moved down under new ones, as under a taller header.
            let mut moved: Vec<u8> = (0..3 * w).map(|_| rng.below(4) as u8).collect();
            moved.extend_from_slice(&pixels);
            let (_, copied) =
                same_as_png_crate(&moved, width, height + 3, Some(&second), first.into_parts().1);
            assert!(copied > 0, "width {width}: no row found moved");
        }
    }

    /// Rows changed in a few places (around multiples of 64 bytes above all, and at the
    /// rows' ends) and rows moved down under new ones, coded against the last image, are
    /// the `png` crate's bytes, at widths about the coder's words and longer: runs of
    /// zeros start, end and go on across the changes.
    #[test]
    fn rows_changed_in_places_code_to_the_png_crates_bytes() {
        let mut rng = GameRng::from_seed(64);
        for width in [62, 63, 64, 65, 66, 120, 127, 128, 129, 130, 191, 192, 193, 200, 511, 512, 513, 700] {
            let w = width as usize;
            let height = 30;
            // Bands that filter to runs of zeros (rows like the one above, flat spans),
            // broken by noise here and there.
            let mut pixels = vec![0u8; w * height];
            for y in 0..height {
                for x in 0..w {
                    pixels[y * w + x] = match (y / 4 + x / 37) % 3 {
                        0 => 5,
                        1 => (x / 9 % 4) as u8,
                        _ if rng.below(5) == 0 => rng.below(256) as u8,
                        _ => 9,
                    };
                }
            }
            let (mut last, _) = same_as_png_crate(&pixels, width, height as u32, None, Parts::default());
            let mut spare = Parts::default();
            for round in 0..6 {
                for _ in 0..1 + rng.below(12) {
                    let y = rng.below(height);
                    let x = match rng.below(3) {
                        0 => (64 * (1 + rng.below(w / 64 + 1))).saturating_sub(rng.below(4)).min(w - 1),
                        1 => rng.below(w),
                        _ => w - 1 - rng.below(w.min(3)),
                    };
                    let len = (1 + rng.below(20)).min(w - x);
                    let value = if rng.below(2) == 0 { 0 } else { rng.below(256) as u8 };
                    pixels[y * w + x..y * w + x + len].fill(value);
                }
                let image = if round % 3 == 2 {
                    // Moved down under two new rows.
                    let mut moved: Vec<u8> = (0..2 * w).map(|_| rng.below(3) as u8).collect();
                    moved.extend_from_slice(&pixels[..(height - 2) * w]);
                    moved
                } else {
                    pixels.clone()
                };
                let (coded, _) =
                    same_as_png_crate(&image, width, height as u32, Some(&last), std::mem::take(&mut spare));
                spare = std::mem::replace(&mut last, coded).into_parts().1;
            }
        }
    }

    /// A game with several expansions drawn state by state: each image (whole board and
    /// preview) coded after the last of its width is the `png` crate's file, and rows
    /// were copied (a third of them in this game: the cells the tile in hand may go to
    /// are marked along the board's edges, so most of the board's rows change).
    #[test]
    fn a_game_coded_from_its_last_images_is_the_png_crates() {
        let kinds: Vec<TileKind> = TileKind::all().filter(|k| k.id().starts_with("BA/")).collect();
        let mut stack: Vec<TileKind> = kinds.iter().copied().cycle().skip(5).take(24).collect();
        for (monument, at) in Monument::ALL.into_iter().zip([3, 7, 11, 15]) {
            stack.insert(at, monument.token());
        }
        let expansions =
            Expansions::default().with(Expansion::Monuments).with(Expansion::BridgesCastlesBazaars);
        let setup = Setup { tiles: Some(stack), expansions, ..Setup::new(3, 11) };
        let names: Vec<String> = ["Ann", "Bob", "Cy"].iter().map(|s| s.to_string()).collect();
        let mut rng = GameRng::from_seed(setup.seed);
        let (mut game, mut events) = Game::new(setup).expect("setup");
        let grounds = Mutex::new(Grounds::new());
        let mut last: Vec<Coded> = Vec::new();
        let (mut rows, mut copied) = (0, 0);
        // The memory of the image each coding replaced, for the next coding's.
        let mut spare = Parts::default();
        loop {
            let scene = Scene {
                view: game.view(Audience::Public),
                names: &names,
                recent: &events,
                words: Words::Commands,
                lang: Lang::En,
                figures: None,
            };
            for layout in [Some(scene.layout()), scene.preview_layout()].into_iter().flatten() {
                let (canvas, _) = painted(&scene, &layout, &grounds);
                let i = last.iter().position(|c| c.width == canvas.width as usize);
                let before = i.map(|i| last.remove(i));
                let (coded, copied_here) = same_as_png_crate(
                    &canvas.pixels,
                    canvas.width,
                    canvas.height,
                    before.as_ref(),
                    std::mem::take(&mut spare),
                );
                if let Some(before) = before {
                    spare = before.into_parts().1;
                }
                copied += copied_here;
                rows += coded.rows.len();
                last.push(coded);
            }
            let Some(pending) = game.pending() else { break };
            let seat = pending.seats.iter().next().expect("someone acts");
            let actions = game.legal_actions(seat);
            events = game.apply(seat, actions[rng.below(actions.len())]).expect("legal action");
        }
        assert!(copied * 4 > rows, "{copied} of {rows} rows copied");
    }
}
