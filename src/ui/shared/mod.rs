//! Small pieces several pages share: a player's name as shown, the workbooks through their worker, the
//! counters the browser tests read.

pub mod files;
pub mod names;
pub mod work_counts;
