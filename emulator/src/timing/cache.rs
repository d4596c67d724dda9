//! A sectored, set-associative, LRU cache model (the L1s and the L2's slices of `memsys`).
//!
//! Lines are up to 128 bytes of 32-byte sectors. A line remembers when each of its sectors'
//! data arrives: a later access to a sector still in flight waits for that fill instead of
//! going to memory again, which is how outstanding misses to one line merge.
//!
//! The memory system works a line at a time: it finds a line once (`find`) and then reads and
//! fills the sectors an access touches in it (`hit`, `fill`), each counted as one access for
//! the LRU order as a sector-by-sector walk would count it.

use std::cell::RefCell;

/// Sector size in bytes.
pub(super) const SECTOR: u64 = 32;
/// Lines of up to 128 bytes: four sectors.
const MAX_SECTORS: usize = 4;

/// What a line holds besides its tag, validity and age, as words: word 0 has a bit per 32-byte
/// sector present (bits 0-7), per sector written since it was filled (bits 8-15; a
/// write-back cache writes those to memory when the line is pushed out) and per sector present
/// only in part (bits 16-23: a store wrote part of it, the rest is in memory; such a sector is
/// not held for a read, see `partly`); word 1 + i is when sector i arrives. Plain words, so a cache's arrays are all zero-initialised ones, which the
/// allocator takes as untouched zeroed pages from the system: a large L2 (`hopper`'s 50 MB
/// model) costs no time or memory for lines that never fill (in the first GPU a thread builds;
/// later ones reuse the tables of those dropped, see `RECYCLED`).
type LineState = [u64; 1 + MAX_SECTORS];
const DIRTY_SHIFT: u32 = 8;
const PART_SHIFT: u32 = 16;
/// A sector's present and in-part bits (shifted to it): held whole when only the first is set.
const HELD_WHOLE: u64 = 1 | 1 << PART_SHIFT;

/// Low bits of a line's key: the generation it was filled in. The tag (the line number, below
/// 2^56 for every address warpsim makes: device memory, and local memory at 2^56 bytes up)
/// sits above them.
pub(super) const GEN_BITS: u32 = 8;
pub(super) const GEN_MASK: u64 = (1 << GEN_BITS) - 1;

/// A sectored, set-associative, LRU cache. Line `i` of set `s` is entry `s * ways + i` of each
/// per-line array; the arrays are separate so that searching a set reads only its keys (and
/// choosing a victim only their ages: a set's 16 ages are two host cache lines).
/// A flush bumps a generation instead of touching the lines: a line's key is its tag and the
/// generation it was filled in, in one word.
#[derive(Clone, Debug)]
pub struct Cache {
    line: u64,
    ways: usize,
    sets: u64,
    /// log2 of `line` and `sets - 1` when they are powers of two (the usual case), so locating
    /// an address costs shifts and masks instead of two 64-bit divisions.
    pub(super) line_shift: Option<u32>,
    set_mask: Option<u64>,
    /// With hashed sets (`cache.l1_hashed_sets`) and a power-of-two set count: log2 of the
    /// set count, the width of the digits folded into the set bits (0: not so).
    fold: u32,
    /// Hashed sets for a set count that is no power of two (`spread` of the line number).
    spread_sets: bool,
    /// Per line: its key (`tag << GEN_BITS | generation`, valid when the generation is `gen`).
    keys: Vec<u64>,
    /// Per line: the `clock` of its last access; its sectors.
    last_use: Vec<u64>,
    state: Vec<LineState>,
    /// Per set: how many of its lines hold data of the current generation (low 16 bits), and
    /// that generation (above them; another one means none). Lines fill in order and stay
    /// valid until a flush, so they are the set's first lines and its victim while it is not
    /// full is the next one: a miss searches only those, without ranking by age.
    filled: Vec<u32>,
    /// The line last found or filled (a hint, checked before use: a tag is held by one line
    /// at most, so it never changes what a search finds).
    recent: usize,
    /// Counts accesses: a line's last use is the count at its last access.
    clock: u64,
    /// The current generation, 1 to `GEN_MASK` (0 marks lines never filled).
    gen: u64,
    /// Per line with sectors held in part (`store_fill`): the bytes stores have written of
    /// each such sector (bit b: byte b), until they make it whole. Few lines have any (a
    /// write-back L2's partly written lines), so a table beside the per-line arrays.
    /// (With the order in which each got its first such sector, from `listed`.)
    masks: PartMasks,
    listed: u64,
}

/// What stores wrote of one line's sectors held in part (`Cache::masks`): the bytes of each
/// (bit b: byte b), and the line's place in the order of lines that got such a sector.
#[derive(Clone, Copy, Debug)]
struct PartEntry {
    line: u32,
    bytes: [u32; MAX_SECTORS],
    order: u64,
}

/// The lines holding sectors in part, each with its `PartEntry`: the entries in a slab, found
/// through a per-line index (allocated when a line first gets such a sector, so caches that
/// never do, the L1s and most L2s, keep none). A write-back L2 under a strided store holds
/// tens of thousands of such lines and looks one up for each sector stored: an index costs
/// a read where a hash map (the first form) spent a third of a store's time hashing.
#[derive(Clone, Debug, Default)]
struct PartMasks {
    /// Per line: its entry's key in `entries`, or `NO_ENTRY`.
    at: Vec<u32>,
    entries: slab::Slab<PartEntry>,
}

const NO_ENTRY: u32 = u32::MAX;

impl PartMasks {
    #[inline]
    fn len(&self) -> usize {
        self.entries.len()
    }

    #[inline]
    fn key(&self, line: usize) -> Option<usize> {
        self.at.get(line).copied().filter(|&k| k != NO_ENTRY).map(|k| k as usize)
    }

    #[inline]
    fn get(&self, line: usize) -> Option<&PartEntry> {
        self.key(line).map(|k| &self.entries[k])
    }

    #[inline]
    fn get_mut(&mut self, line: usize) -> Option<&mut PartEntry> {
        self.key(line).map(|k| &mut self.entries[k])
    }

    /// `line`'s entry (of a cache of `lines` lines), made with `order` and no bytes written
    /// if it has none.
    #[inline]
    fn get_or_insert(&mut self, line: usize, lines: usize, order: u64) -> &mut PartEntry {
        if self.at.len() < lines {
            self.at.resize(lines, NO_ENTRY);
        }
        let k = match self.at[line] {
            NO_ENTRY => {
                let k = self.entries.insert(PartEntry { line: line as u32, bytes: [0; MAX_SECTORS], order });
                self.at[line] = k as u32;
                k
            }
            k => k as usize,
        };
        &mut self.entries[k]
    }

    #[inline]
    fn remove(&mut self, line: usize) {
        if let Some(k) = self.key(line) {
            self.entries.remove(k);
            self.at[line] = NO_ENTRY;
        }
    }

    fn clear(&mut self) {
        for (_, e) in self.entries.iter() {
            self.at[e.line as usize] = NO_ENTRY;
        }
        self.entries.clear();
    }
}

/// A line pushed out with dirty sectors: its address (as the cache saw it), how many, and how
/// many of those it held only in part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Victim {
    pub addr: u64,
    pub dirty: u32,
    pub partial: u32,
}

/// Where the line of an address is, or would go: the line's index, the key of the address's
/// line, and whether the line holds it (else a fill replaces what it holds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Found {
    pub line: usize,
    pub key: u64,
    pub held: bool,
}

/// Result of a cache lookup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// Present; the data is (or will be) there at this cycle.
    Hit(u64),
    Miss,
}

impl Cache {
    pub fn new(bytes: u64, line: u64, ways: usize) -> Cache {
        Cache::with_sets(bytes, line, ways, false)
    }

    /// As `new`; with `hashed`, a line's set is its line number with the higher digits (base
    /// the set count) folded in, by exclusive or for a power-of-two set count (by `spread`'s
    /// sums otherwise), so lines a power-of-two stride apart spread over the sets.
    pub fn with_sets(bytes: u64, line: u64, ways: usize, hashed: bool) -> Cache {
        let line = line.clamp(SECTOR, SECTOR * MAX_SECTORS as u64);
        let sets = (bytes / (line * ways as u64)).max(1);
        let fold = if hashed && sets.is_power_of_two() { sets.trailing_zeros() } else { 0 };
        let spread_sets = hashed && !sets.is_power_of_two();
        let spare = recycled((line, ways, sets, fold, spread_sets));
        let mut c = Cache {
            line,
            ways,
            sets,
            line_shift: line.is_power_of_two().then(|| line.trailing_zeros()),
            set_mask: sets.is_power_of_two().then_some(sets - 1),
            fold,
            spread_sets,
            keys: Vec::new(),
            last_use: Vec::new(),
            state: Vec::new(),
            filled: Vec::new(),
            recent: 0,
            clock: 0,
            gen: 1,
            masks: PartMasks::default(),
            listed: 0,
        };
        let lines = sets as usize * ways;
        match spare {
            Some(s) => {
                (c.keys, c.last_use, c.state, c.filled, c.gen) = (s.keys, s.last_use, s.state, s.filled, s.gen);
                c.flush();
            }
            None => {
                c.keys = vec![0; lines];
                c.last_use = vec![0; lines];
                c.state = vec![[0; 1 + MAX_SECTORS]; lines];
                c.filled = vec![0; sets as usize];
            }
        }
        c
    }

    /// The bytes of its tables.
    fn table_bytes(&self) -> usize {
        table_bytes(self.keys.len(), self.filled.len())
    }

    fn shape(&self) -> Shape {
        (self.line, self.ways, self.sets, self.fold, self.spread_sets)
    }

    /// Empties the cache, as a freshly built one.
    pub fn flush(&mut self) {
        self.gen += 1;
        if self.gen > GEN_MASK {
            // After 255 flushes, start over for real so no stale line can look valid.
            self.keys.fill(0);
            self.filled.fill(0);
            self.gen = 1;
        }
        self.clock = 0;
        self.masks.clear();
    }

    /// The number of the line `addr` falls in.
    #[inline(always)]
    pub(super) fn line_no(&self, addr: u64) -> u64 {
        match self.line_shift {
            Some(sh) => addr >> sh,
            None => addr / self.line,
        }
    }

    /// The sector of its line that `addr` falls in.
    #[inline(always)]
    pub(super) fn sector_of(&self, addr: u64) -> usize {
        let within = match self.line_shift {
            Some(_) => addr & (self.line - 1),
            None => addr % self.line,
        };
        (within / SECTOR) as usize
    }

    /// The set that line number `line_no` maps to.
    #[inline(always)]
    fn set_of(&self, line_no: u64) -> usize {
        debug_assert!(line_no < 1 << (64 - GEN_BITS), "line {line_no:#x} beyond the tags a key holds");
        match self.set_mask {
            Some(m) if self.fold > 0 => {
                let f = self.fold;
                ((line_no ^ line_no >> f ^ line_no >> (2 * f) ^ line_no >> (3 * f)) & m) as usize
            }
            Some(m) => (line_no & m) as usize,
            None if self.spread_sets => super::memsys::spread(line_no, self.sets),
            None => (line_no % self.sets) as usize,
        }
    }

    /// The start of `find` and `find_held`: `addr`'s line when it is the one last used, else
    /// the first line of its set, the line's key and how many of the set's lines hold data.
    #[inline(always)]
    fn start_find(&self, addr: u64) -> Result<Found, (usize, u64, usize)> {
        let line_no = self.line_no(addr);
        let set = self.set_of(line_no);
        let first = set * self.ways;
        let key = line_no << GEN_BITS | self.gen;
        // The line last used, when it holds `key`, is the one (at most one line holds a key).
        let r = self.recent;
        if self.keys[r] == key {
            return Ok(Found { line: r, key, held: true });
        }
        Err((first, key, filled_count(self.filled[set], self.gen)))
    }

    /// Where `addr`'s line is (`held`), or else the line a fill of it would take: the set's
    /// next unused line while it is not full, else its least recently used. Not an access: it
    /// changes no line's age.
    #[inline(always)]
    pub(super) fn find(&mut self, addr: u64) -> Found {
        let (first, key, filled) = match self.start_find(addr) {
            Ok(f) => return f,
            Err(set) => set,
        };
        let end = first + self.ways;
        if let Some(i) = held_line(&self.keys[first..end], filled, key) {
            return Found { line: first + i, key, held: true };
        }
        if filled < self.ways {
            // A set not yet full: its first `filled` lines hold data, the next is free.
            return Found { line: first + filled, key, held: false };
        }
        // A full set: the least recently used line (every line of a full set holds data, each
        // used at another `clock`).
        Found { line: first + oldest(&self.last_use[first..end]), key, held: false }
    }

    /// `find` for an access that only needs to know whether the line is held (a write-evict
    /// L1 dropping a stored sector): the set's keys alone, without choosing a victim.
    #[inline(always)]
    pub(super) fn find_held(&self, addr: u64) -> Found {
        let (first, key, filled) = match self.start_find(addr) {
            Ok(f) => return f,
            Err(set) => set,
        };
        match held_line(&self.keys[first..first + self.ways], filled, key) {
            Some(i) => Found { line: first + i, key, held: true },
            None => Found { line: first, key, held: false },
        }
    }

    /// One access to sector `sector` of `f`'s line: when the line holds it, its age moves up
    /// and this returns when its data arrives; else a miss (a `fill` follows).
    #[inline(always)]
    pub(super) fn probe(&mut self, f: &Found, sector: usize) -> Option<u64> {
        self.clock += 1;
        if !f.held {
            return None;
        }
        self.recent = f.line;
        let s = &self.state[f.line];
        if s[0] >> sector & HELD_WHOLE == 1 {
            self.last_use[f.line] = self.clock;
            Some(s[1 + (sector & (MAX_SECTORS - 1))])
        } else {
            None
        }
    }

    /// Whether `f`'s line holds sector `sector` (its data there or on its way). Not an access.
    #[inline]
    pub(super) fn holds(&self, f: &Found, sector: usize) -> bool {
        f.held && self.state[f.line][0] >> sector & HELD_WHOLE == 1
    }

    /// Fills sector `sector` of `f`'s line, its data arriving at `ready` (a line that did not
    /// hold `f.key` is taken over: `f` says it holds it from now on). Counts one access. When
    /// that pushes out a valid line with dirty sectors, returns it (for a write-back).
    /// (A sector held in part stays so: a fill that brings the rest of it says so with
    /// `merged`, a store's goes through `store_fill`.)
    #[inline(always)]
    pub(super) fn fill(&mut self, f: &mut Found, sector: usize, ready: u64) -> Option<Victim> {
        self.clock += 1;
        let line = f.line;
        self.recent = line;
        let mut victim = None;
        if !f.held {
            victim = self.take_over(line, f.key);
            f.held = true;
        }
        let s = &mut self.state[line];
        s[0] |= 1 << sector;
        s[1 + (sector & (MAX_SECTORS - 1))] = ready;
        self.last_use[line] = self.clock;
        victim
    }

    /// Sector `sector` of `line`, just filled from memory, is whole: the part of it a store
    /// left to memory is merged in (if it was held in part).
    #[inline(always)]
    pub(super) fn merged(&mut self, line: usize, sector: usize) {
        let part = 1 << (PART_SHIFT as usize + sector);
        if self.state[line][0] & part != 0 {
            self.state[line][0] &= !part;
            self.forget_bytes(line, sector);
        }
    }

    /// A store's fill of sector `sector` of `f`'s line (as `fill`, which see), writing all of
    /// it (`bytes` `None`) or those bytes of it (bit b: byte b; not none). A sector the line
    /// does not hold whole is then held in part until stores have written all of its bytes;
    /// returns the line pushed out, if any, and where the line got its first sector held in
    /// part, its place in the order of such lines (for `clean_partial`).
    #[inline(always)]
    pub(super) fn store_fill(
        &mut self,
        f: &mut Found,
        sector: usize,
        ready: u64,
        bytes: Option<u32>,
    ) -> (Option<Victim>, Option<u64>) {
        let whole = self.holds(f, sector);
        let victim = self.fill(f, sector, ready);
        let line = f.line;
        let Some(bytes) = bytes.filter(|_| !whole) else {
            // All of it written, or part of a sector held whole: whole.
            self.merged(line, sector);
            return (victim, None);
        };
        let next = self.listed;
        let lines = self.keys.len();
        let e = self.masks.get_or_insert(line, lines, next);
        let first = e.order == next;
        let k = sector & (MAX_SECTORS - 1);
        // (A sector the line did not hold at all has none of its bytes written before.)
        e.bytes[k] |= bytes;
        if e.bytes[k] == u32::MAX {
            // Whole now.
            self.state[line][0] &= !(1 << (PART_SHIFT as usize + sector));
            self.forget_bytes(line, sector);
            return (victim, None);
        }
        self.state[line][0] |= 1 << (PART_SHIFT as usize + sector);
        if !first {
            return (victim, None);
        }
        self.listed += 1;
        (victim, Some(next))
    }

    /// Drops what stores wrote of `line`'s sectors held in part (it is taken over).
    #[cold]
    #[inline(never)]
    fn forget_line(&mut self, line: usize) {
        self.masks.remove(line);
    }

    /// How many lines hold sectors in part.
    #[inline]
    pub(super) fn partial_lines(&self) -> usize {
        self.masks.len()
    }

    /// Drops what stores wrote of sector `sector` of `line` (held whole now, or no longer).
    /// (Out of line: the fills that come here are few.)
    #[cold]
    #[inline(never)]
    fn forget_bytes(&mut self, line: usize, sector: usize) {
        if let Some(e) = self.masks.get_mut(line) {
            e.bytes[sector & (MAX_SECTORS - 1)] = 0;
            if e.bytes.iter().all(|&b| b == 0) {
                self.masks.remove(line);
            }
        }
    }

    /// Gives `line` to `key`: what it held is dropped (returned when it had dirty sectors).
    #[inline(always)]
    fn take_over(&mut self, line: usize, key: u64) -> Option<Victim> {
        let old = self.keys[line];
        let dirty = self.state[line][0] >> DIRTY_SHIFT & 0xff;
        let mut victim = None;
        if old & GEN_MASK != self.gen {
            // A line of the set not used since the flush: the set's next (see `filled`).
            let set = if self.ways.is_power_of_two() { line >> self.ways.trailing_zeros() } else { line / self.ways };
            let n = filled_count(self.filled[set], self.gen);
            debug_assert_eq!(line, set * self.ways + n, "sets fill in order");
            self.filled[set] = (self.gen as u32) << 16 | (n as u32 + 1);
        } else if dirty != 0 {
            let v = self.victim(line, old);
            victim = Some(v);
            if v.partial > 0 {
                self.forget_line(line);
            }
        }
        self.keys[line] = key;
        self.state[line] = [0; 1 + MAX_SECTORS];
        victim
    }

    /// Marks sector `sector` of `line` written (a write-back cache writes it out when the line
    /// is pushed out). The whole sector counts as written (the cache keeps no byte masks), so
    /// a later read of it hits.
    #[inline(always)]
    pub(super) fn dirty(&mut self, line: usize, sector: usize) {
        self.state[line][0] |= 1 << (DIRTY_SHIFT as usize + sector);
    }

    /// Whether `line` holds `key` with the sectors held in part it got as the `order`-th such
    /// line (`store_fill`).
    pub(super) fn is_listed(&self, line: usize, key: u64, order: u64) -> bool {
        self.keys[line] == key && key & GEN_MASK == self.gen && self.masks.get(line).map(|e| e.order) == Some(order)
    }

    /// Writes back `line` if it still holds `key` with the sectors held in part it got as the
    /// `order`-th such line (`store_fill`; the caller reads those from memory and writes the
    /// dirty ones): returns them, and the line is kept clean and whole. Not an access.
    pub(super) fn clean_partial(&mut self, line: usize, key: u64, order: u64) -> Option<Victim> {
        if !self.is_listed(line, key, order) {
            return None;
        }
        let v = self.victim(line, key);
        self.state[line][0] &= 0xff;
        self.masks.remove(line);
        Some(v)
    }

    /// What writing back `line`, which holds `key`, writes: its dirty sectors, and which of
    /// those it holds only in part (a sector held in part is dirty: a store wrote it).
    #[inline(always)]
    fn victim(&self, line: usize, key: u64) -> Victim {
        let word = self.state[line][0];
        let dirty = word >> DIRTY_SHIFT & 0xff;
        let partial = (word >> PART_SHIFT & dirty).count_ones();
        Victim { addr: (key >> GEN_BITS) * self.line, dirty: dirty.count_ones(), partial }
    }

    /// Drops sector `sector` of `f`'s line if the line holds it (write-evict L1s).
    #[inline(always)]
    pub(super) fn drop_sector(&mut self, f: &Found, sector: usize) {
        if f.held {
            // (Nothing of it is held, in part or whole.)
            self.merged(f.line, sector);
            self.state[f.line][0] &= !(1 << sector);
            self.recent = f.line;
        }
    }

    /// A lookup of `addr` that counts as an access.
    pub fn lookup(&mut self, addr: u64) -> Lookup {
        let f = self.find(addr);
        match self.probe(&f, self.sector_of(addr)) {
            Some(ready) => Lookup::Hit(ready),
            None => Lookup::Miss,
        }
    }

    /// Records that the sector holding `addr` arrives at `ready` (allocating its line). Returns
    /// what a line pushed out to make room held dirty.
    pub fn fill_addr(&mut self, addr: u64, ready: u64) -> Option<Victim> {
        let mut f = self.find(addr);
        self.fill(&mut f, self.sector_of(addr), ready)
    }

    /// A write of the sector holding `addr` whose data is there at `ready`: as `fill_addr`,
    /// and the sector is dirty until its line is pushed out.
    pub fn write(&mut self, addr: u64, ready: u64) -> Option<Victim> {
        let mut f = self.find(addr);
        let sector = self.sector_of(addr);
        let victim = self.fill(&mut f, sector, ready);
        self.dirty(f.line, sector);
        victim
    }

    /// Drops the sector holding `addr` (write-evict L1s).
    pub fn evict(&mut self, addr: u64) {
        let f = self.find(addr);
        self.drop_sector(&f, self.sector_of(addr));
    }
}

/// A thread keeps the tables of the caches dropped on it, up to this many bytes, for the next
/// cache built on it with the same shape.
const RECYCLE_BYTES: usize = 128 << 20;

/// The tables of a dropped cache, and what a cache built on them must match (`Shape`).
struct Spare {
    shape: Shape,
    keys: Vec<u64>,
    last_use: Vec<u64>,
    state: Vec<LineState>,
    filled: Vec<u32>,
    gen: u64,
}

/// Line size, ways, sets, `fold`, `spread_sets`: what places a line in a cache.
type Shape = (u64, usize, u64, u32, bool);

thread_local! {
    /// Tables of caches dropped on this thread, oldest first (see `Drop for Cache`).
    static RECYCLED: RefCell<Vec<Spare>> = const { RefCell::new(Vec::new()) };
}

/// The tables of the cache of this `shape` that this thread dropped last.
fn recycled(shape: Shape) -> Option<Spare> {
    RECYCLED
        .try_with(|r| {
            let mut r = r.try_borrow_mut().ok()?;
            let i = r.iter().rposition(|s| s.shape == shape)?;
            Some(r.remove(i))
        })
        .ok()
        .flatten()
}

/// A dropped cache's tables go to its thread's `RECYCLED` list, from which `with_sets` takes
/// them, flushed (which leaves a cache as a freshly built one), for a cache of the same shape.
/// Written here rather than left to the allocator: a sweep's points and `reproduce`'s cases
/// build one GPU after another on a thread, and a freed table comes back from the allocator
/// dirty, so each new GPU zeroed all its caches' tables again: on `hopper` (31 MB) that, and
/// the page faults of memory the allocator had handed back to the system, took 60% of a sweep
/// point of vector add at n = 1K to 8K (`perf`, 2026-11-27).
impl Drop for Cache {
    fn drop(&mut self) {
        let bytes = self.table_bytes();
        if bytes == 0 || bytes > RECYCLE_BYTES {
            return;
        }
        let spare = Spare {
            shape: self.shape(),
            keys: std::mem::take(&mut self.keys),
            last_use: std::mem::take(&mut self.last_use),
            state: std::mem::take(&mut self.state),
            filled: std::mem::take(&mut self.filled),
            gen: self.gen,
        };
        // While the thread exits the list may be gone: then the tables are freed as usual.
        let _ = RECYCLED.try_with(|r| {
            let Ok(mut r) = r.try_borrow_mut() else { return };
            let mut held: usize = r.iter().map(|s| s.bytes()).sum::<usize>() + bytes;
            while held > RECYCLE_BYTES {
                held -= r.remove(0).bytes();
            }
            r.push(spare);
        });
    }
}

impl Spare {
    fn bytes(&self) -> usize {
        table_bytes(self.keys.len(), self.filled.len())
    }
}

/// The bytes of a cache's tables for `lines` lines in `sets` sets.
fn table_bytes(lines: usize, sets: usize) -> usize {
    lines * (16 + std::mem::size_of::<LineState>()) + sets * 4
}

/// The line of a set (`keys`, its first `filled` holding data) that holds `key`. A set with
/// a few lines in use is searched through those; fuller ones compare all their keys at once
/// (lines past the first `filled` hold no key of this generation, so that finds the same).
#[inline(always)]
fn held_line(keys: &[u64], filled: usize, key: u64) -> Option<usize> {
    if filled < 4 {
        keys[..filled].iter().position(|&k| k == key)
    } else {
        find_key(keys, key)
    }
}

/// The first of a set's lines (`keys`) that holds `key`. The set sizes of the built-in caches
/// (L1s and texture caches 4 ways, L2 slices 16 to 32) compare all their keys at once.
#[inline(always)]
fn find_key(keys: &[u64], key: u64) -> Option<usize> {
    let hits = match keys.len() {
        4 => key_mask::<4>(keys.try_into().unwrap(), key),
        16 => key_mask::<16>(keys.try_into().unwrap(), key),
        24 => key_mask::<24>(keys.try_into().unwrap(), key),
        32 => key_mask::<32>(keys.try_into().unwrap(), key),
        _ => return keys.iter().position(|&k| k == key),
    };
    (hits != 0).then(|| hits.trailing_zeros() as usize)
}

/// The first of a full set's least recently used lines (`ages`: their last uses, below 2^63).
#[inline(always)]
fn oldest(ages: &[u64]) -> usize {
    match ages.len() {
        4 => oldest_of::<4>(ages.try_into().unwrap()),
        16 => oldest_of::<16>(ages.try_into().unwrap()),
        24 => oldest_of::<24>(ages.try_into().unwrap()),
        32 => oldest_of::<32>(ages.try_into().unwrap()),
        _ => oldest_any(ages),
    }
}

/// `oldest` in one pass, for any number of lines.
#[inline(always)]
fn oldest_any(ages: &[u64]) -> usize {
    let (mut victim, mut best) = (0, u64::MAX);
    for (i, &age) in ages.iter().enumerate() {
        if age < best {
            (victim, best) = (i, age);
        }
    }
    victim
}

/// Bit `i`: `keys[i] == key`.
#[inline(always)]
fn key_mask<const W: usize>(keys: &[u64; W], key: u64) -> u32 {
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    if W % 4 == 0 {
        // SAFETY: AVX2 is enabled at compile time; each load reads 4 words of `keys`.
        return unsafe { avx2::eq_mask(keys, key as i64) };
    }
    key_mask_portable(keys, key)
}

/// `key_mask` without vector instructions.
#[inline(always)]
fn key_mask_portable<const W: usize>(keys: &[u64; W], key: u64) -> u32 {
    let mut m = 0u32;
    for (i, &k) in keys.iter().enumerate() {
        m |= ((k == key) as u32) << i;
    }
    m
}

/// `oldest` for `W` lines.
#[inline(always)]
fn oldest_of<const W: usize>(ages: &[u64; W]) -> usize {
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    if W % 4 == 0 {
        // SAFETY: AVX2 is enabled at compile time; each load reads 4 words of `ages`, and last
        // uses are below 2^63, so signed compares order them.
        return unsafe { avx2::eq_mask(ages, avx2::min(ages)) }.trailing_zeros() as usize;
    }
    oldest_any(ages)
}

/// The set searches four lines at a time: the compiler's own vectorisation of the portable
/// loops packs compare results into bits through blends rather than `movemask` and takes about
/// twice the instructions (callgrind, transpose on `default`).
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
mod avx2 {
    use std::arch::x86_64::*;

    /// Bit `i`: `v[i] == x`. `W` is a multiple of 4.
    #[inline(always)]
    pub(super) unsafe fn eq_mask<const W: usize>(v: &[u64; W], x: i64) -> u32 {
        let x = _mm256_set1_epi64x(x);
        let mut m = 0u32;
        for c in 0..W / 4 {
            let w = _mm256_loadu_si256(v.as_ptr().add(4 * c).cast());
            m |= (_mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(w, x))) as u32) << (4 * c);
        }
        m
    }

    /// The least of `v` (each below 2^63). `W` is a multiple of 4.
    #[inline(always)]
    pub(super) unsafe fn min<const W: usize>(v: &[u64; W]) -> i64 {
        let mut m = _mm256_loadu_si256(v.as_ptr().cast());
        for c in 1..W / 4 {
            let w = _mm256_loadu_si256(v.as_ptr().add(4 * c).cast());
            m = _mm256_blendv_epi8(m, w, _mm256_cmpgt_epi64(m, w));
        }
        let mut lanes = [0i64; 4];
        _mm256_storeu_si256(lanes.as_mut_ptr().cast(), m);
        lanes[0].min(lanes[1]).min(lanes[2].min(lanes[3]))
    }
}

/// The lines of a set that hold data, from its `Cache::filled` entry `f` and the cache's
/// generation `gen`.
#[inline(always)]
fn filled_count(f: u32, gen: u64) -> usize {
    if (f >> 16) as u64 == gen {
        (f & 0xffff) as usize
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_of_lines_held_in_part_finds_removes_and_clears_by_line() {
        let mut t = PartMasks::default();
        assert!(t.get(5).is_none(), "nothing before the first entry (no index yet)");
        t.get_or_insert(5, 16, 7).bytes[1] = 0xf;
        t.get_or_insert(9, 16, 8);
        // A second call finds the entry and keeps its order and bytes.
        let e = t.get_or_insert(5, 16, 99);
        assert_eq!((e.order, e.bytes[1]), (7, 0xf));
        assert_eq!(t.len(), 2);
        t.remove(5);
        t.remove(5);
        assert!(t.get(5).is_none());
        assert_eq!(t.get(9).map(|e| e.order), Some(8));
        // The freed entry is reused for another line without disturbing the others.
        t.get_or_insert(3, 16, 10);
        assert_eq!((t.get(3).map(|e| e.order), t.get(9).map(|e| e.order), t.len()), (Some(10), Some(8), 2));
        t.clear();
        assert_eq!(t.len(), 0);
        assert!((0..16).all(|l| t.get(l).is_none()));
        assert_eq!(t.get_or_insert(9, 16, 11).order, 11, "a cleared line starts afresh");
    }

    proptest::proptest! {
        /// The set searches for the built-in set sizes find what one pass over the lines
        /// finds: the first line holding the key, and the first of the least recently used
        /// (ties included, and last uses up to 2^63 - 1).
        #[test]
        fn set_searches_agree_with_one_pass(
            keys in proptest::collection::vec(0u64..8, 32),
            ages in proptest::collection::vec(proptest::prop_oneof![0u64..6, (i64::MAX as u64 - 3)..=i64::MAX as u64], 32),
            key in 0u64..10,
        ) {
            for w in [4, 16, 24, 32] {
                let (k, a) = (&keys[..w], &ages[..w]);
                proptest::prop_assert_eq!(find_key(k, key), k.iter().position(|&x| x == key), "{} ways", w);
                proptest::prop_assert_eq!(oldest(a), oldest_any(a), "{} ways", w);
            }
            // The portable key compare, which builds without AVX2 use.
            let portable = key_mask_portable::<32>(keys[..].try_into().unwrap(), key);
            let want = (0..32).filter(|&i| keys[i] == key).fold(0u32, |m, i| m | 1 << i);
            proptest::prop_assert_eq!(portable, want);
        }
    }

    #[test]
    fn hashed_sets_keep_lines_a_power_of_two_stride_apart() {
        // 64 sets of 4 ways (32 KB of 128-byte lines). Lines `stride` bytes apart fill the
        // whole cache with hashed sets at every power-of-two stride; with the low bits as the
        // set, a stride of 64 lines or more puts them all in one set (4 lines stay).
        let kept = |hashed: bool, stride: u64, lines: u64| {
            let mut c = Cache::with_sets(32768, 128, 4, hashed);
            for pass in 0..2 {
                let mut hits = 0;
                for i in 0..lines {
                    let addr = 0x1_0000_0000 + i * stride;
                    match c.lookup(addr) {
                        Lookup::Hit(_) => hits += 1,
                        Lookup::Miss => {
                            c.fill_addr(addr, 0);
                        }
                    }
                }
                if pass == 1 {
                    return hits;
                }
            }
            unreachable!()
        };
        for shift in 7..=20 {
            let stride = 1u64 << shift;
            assert_eq!(kept(true, stride, 256), 256, "hashed, stride {stride}");
            // One line more than the cache holds: the cyclic walk misses everywhere (LRU).
            assert!(kept(true, stride, 257) < 257, "hashed, stride {stride}, 257 lines");
        }
        assert_eq!(kept(false, 128, 256), 256);
        assert_eq!(kept(false, 64 * 128, 256), 0);
        assert_eq!(kept(false, 64 * 128, 4), 4);
        // 48 sets (24 KB): no power of two, hashed by sums instead. At a stride of 48 lines
        // the low-bit sets put every line in one set.
        let kept48 = |hashed: bool, stride: u64| {
            let mut c = Cache::with_sets(24576, 128, 4, hashed);
            let lines = 96;
            (0..2 * lines)
                .filter(|i| {
                    let addr = 0x1_0000_0000 + (i % lines) * stride;
                    let hit = c.lookup(addr) != Lookup::Miss;
                    if !hit {
                        c.fill_addr(addr, 0);
                    }
                    hit && *i >= lines
                })
                .count()
        };
        assert_eq!(kept48(false, 48 * 128), 0);
        for shift in 7..=20 {
            assert!(kept48(true, 1 << shift) >= 80, "48 hashed sets, stride {}", 1u64 << shift);
        }
    }

    #[test]
    fn a_flushed_cache_behaves_as_a_new_one() {
        // Same accesses on a fresh cache and on a used-then-flushed one give the same answers.
        let run = |c: &mut Cache| -> Vec<Lookup> {
            let mut out = Vec::new();
            for k in 0..2000u64 {
                let addr = (k * 7919) % 65536 * 32;
                let l = c.lookup(addr);
                if l == Lookup::Miss {
                    c.fill_addr(addr, k + 100);
                }
                out.push(l);
            }
            out
        };
        let mut fresh = Cache::new(16384, 128, 4);
        let mut used = Cache::new(16384, 128, 4);
        run(&mut used);
        used.flush();
        assert_eq!(run(&mut fresh), run(&mut used));
        // Past the generations a key holds (they start over): still nothing stale is found.
        for flushes in [GEN_MASK - 1, GEN_MASK, GEN_MASK + 1, 3 * GEN_MASK] {
            let mut again = Cache::new(16384, 128, 4);
            for _ in 0..flushes {
                run(&mut again);
                again.flush();
            }
            assert_eq!(run(&mut Cache::new(16384, 128, 4)), run(&mut again), "after {flushes} flushes");
        }
    }

    #[test]
    fn a_cache_built_on_a_dropped_ones_tables_behaves_as_a_new_one() {
        let run = |c: &mut Cache| -> Vec<(Lookup, Option<Victim>)> {
            (0..3000u64)
                .map(|k| {
                    let addr = (k * 7919) % 131072 * 32;
                    match c.lookup(addr) {
                        Lookup::Miss if k % 3 == 0 => (Lookup::Miss, c.write(addr, k + 7)),
                        Lookup::Miss => (Lookup::Miss, c.fill_addr(addr, k + 100)),
                        hit => (hit, None),
                    }
                })
                .collect()
        };
        // On a thread of its own, so nothing recycled: a cache built on zeroed tables.
        let fresh = std::thread::spawn(move || run(&mut Cache::with_sets(16384, 128, 4, true))).join().unwrap();
        std::thread::spawn(move || {
            let mut used = Cache::with_sets(16384, 128, 4, true);
            let first = run(&mut used);
            assert_eq!(first, fresh);
            let tables = used.keys.as_ptr();
            drop(used);
            // Another shape does not take them; the same shape does, and starts empty.
            let other = Cache::with_sets(16384, 128, 4, false);
            assert_ne!(other.keys.as_ptr(), tables);
            let mut again = Cache::with_sets(16384, 128, 4, true);
            assert_eq!(again.keys.as_ptr(), tables, "the dropped cache's tables are reused");
            assert_eq!(run(&mut again), fresh);
            // Past the generations a key holds (the tables are cleared for real): the same.
            for _ in 0..2 * GEN_MASK {
                drop(again);
                again = Cache::with_sets(16384, 128, 4, true);
                assert_eq!(again.keys.as_ptr(), tables);
                run(&mut again);
            }
            drop(again);
            assert_eq!(run(&mut Cache::with_sets(16384, 128, 4, true)), fresh);
        })
        .join()
        .unwrap();
    }

    #[test]
    fn a_sector_written_in_part_is_held_in_part_until_stores_write_all_of_it() {
        // One set of 4 ways (4 lines of 128 bytes).
        let mut c = Cache::new(512, 128, 4);
        let line = |i: u64| i * 512;
        let mut f = c.find(line(0) + 32);
        // Bytes 0-3 of sector 1: held in part (not for a read), the line listed first.
        assert_eq!(c.store_fill(&mut f, 1, 5, Some(0xf)), (None, Some(0)));
        c.dirty(f.line, 1);
        assert!(!c.holds(&f, 1));
        assert_eq!(c.probe(&f, 1), None);
        assert_eq!(c.partial_lines(), 1);
        // More of it, then a part of sector 2 of the same line: listed once.
        assert_eq!(c.store_fill(&mut f, 1, 6, Some(0xf0)), (None, None));
        assert_eq!(c.store_fill(&mut f, 2, 6, Some(0xff)), (None, None));
        assert_eq!(c.partial_lines(), 1);
        // The rest of sector 1 makes it whole: a read hits it.
        assert_eq!(c.store_fill(&mut f, 1, 7, Some(!0xff)), (None, None));
        assert_eq!(c.probe(&f, 1), Some(7));
        // A read's fill of sector 2 brings memory's part: merged, it is whole, and no line is
        // in part.
        assert_eq!(c.probe(&f, 2), None);
        c.fill(&mut f, 2, 9);
        assert_eq!(c.probe(&f, 2), None);
        c.merged(f.line, 2);
        assert_eq!(c.probe(&f, 2), Some(9));
        assert_eq!(c.partial_lines(), 0);
        // A whole store is never in part, nor is a part of a sector held whole.
        assert_eq!(c.store_fill(&mut f, 0, 9, None), (None, None));
        assert_eq!(c.store_fill(&mut f, 2, 9, Some(1)), (None, None));
        assert_eq!(c.partial_lines(), 0);
        // Listed again later, it comes after the first listing.
        assert_eq!(c.store_fill(&mut f, 3, 9, Some(1)), (None, Some(1)));
        c.dirty(f.line, 3);
        // Written back as the first listing: nothing (that listing is over); as the second: its
        // dirty sector 1 and the sector 3 it holds in part, kept clean and whole after.
        assert_eq!(c.clean_partial(f.line, f.key, 0), None);
        assert_eq!(c.clean_partial(f.line, f.key, 1), Some(Victim { addr: line(0), dirty: 2, partial: 1 }));
        assert_eq!(c.partial_lines(), 0);
        assert_eq!(c.probe(&f, 3), Some(9));
        // Pushed out in part: the victim names its sectors held in part.
        let mut g = c.find(line(1));
        c.store_fill(&mut g, 0, 9, Some(1));
        c.dirty(g.line, 0);
        for i in 2..4 {
            c.fill_addr(line(i), 10);
        }
        assert_eq!(c.fill_addr(line(4), 10), None, "line 0 goes first, clean");
        assert_eq!(c.fill_addr(line(5), 10), Some(Victim { addr: line(1), dirty: 1, partial: 1 }));
        assert_eq!(c.partial_lines(), 0);
        // A flush forgets lines in part.
        let mut h = c.find(line(7));
        c.store_fill(&mut h, 0, 9, Some(1));
        c.flush();
        assert_eq!(c.partial_lines(), 0);
    }

    #[test]
    fn lru_evicts_the_least_recently_used_line_and_a_write_back_victim_names_its_dirty_sectors() {
        // One set of 4 ways (4 lines of 128 bytes).
        let mut c = Cache::new(512, 128, 4);
        let line = |i: u64| i * 512;
        for i in 0..4 {
            assert_eq!(c.fill_addr(line(i), 10), None);
        }
        // Touch lines 0, 2, 3: line 1 is the least recently used.
        for i in [0, 2, 3] {
            assert_eq!(c.lookup(line(i)), Lookup::Hit(10));
        }
        c.write(line(1) + 32, 20);
        c.write(line(1) + 96, 20);
        // Line 1 was written last, so line 0 goes next; then line 2, then 3, then 1 (dirty).
        assert_eq!(c.fill_addr(line(4), 30), None);
        assert_eq!(c.lookup(line(0)), Lookup::Miss);
        assert_eq!(c.fill_addr(line(5), 30), None);
        assert_eq!(c.fill_addr(line(6), 30), None);
        assert_eq!(c.fill_addr(line(7), 30), Some(Victim { addr: line(1), dirty: 2, partial: 0 }));
        // A sector still in flight is a hit that waits for its fill; an evicted sector misses.
        c.fill_addr(line(7) + 64, 99);
        assert_eq!(c.lookup(line(7) + 64), Lookup::Hit(99));
        c.evict(line(7) + 64);
        assert_eq!(c.lookup(line(7) + 64), Lookup::Miss);
        assert_eq!(c.lookup(line(7)), Lookup::Hit(30));
    }
}
