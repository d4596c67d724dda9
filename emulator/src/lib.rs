//! # warpsim-emulator
//!
//! The functional SIMT core and the timing model land here (issues 3 and 4).
