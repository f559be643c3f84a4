//! The hard bot's running comparison of its candidates over sampled games, and when it
//! may stop early.
//!
//! Every candidate is tried on the same samples, so what tells two candidates apart is
//! the difference of their worths on each sample: the tally keeps the sum and the sum
//! of squares of that difference for every pair. The search may stop before its budget
//! once no other candidate can plausibly be better than the leader by more than
//! [`INDIFFERENCE`] — the upper end of a [`CONFIDENCE`]-standard-error interval on the
//! mean difference stays below it. Clear choices (one placement closes a city, a figure
//! step with one sensible answer) then take a few dozen playouts instead of the whole
//! second, and candidates that come to the same thing stop the search as soon as their
//! differences are seen to be small, rather than running out the clock.

/// Samples every candidate must have been tried on before the search may stop early:
/// fewer give too rough a spread to trust.
const MIN_ROUNDS: u32 = 12;

/// How many standard errors of the mean difference the leader's margin must hold.
const CONFIDENCE: f64 = 2.5;

/// Points by which a rival may be better than the leader and still count as no better:
/// finer differences are not worth a player's wait.
const INDIFFERENCE: f64 = 0.5;

/// A worth below any real one, standing for a candidate the sample refused (none
/// should be: candidates are legal in the view every sample is dealt from).
const REFUSED: f64 = -1e6;

/// Candidates' worths over complete rounds (each candidate on one sample).
pub struct Tally {
    candidates: usize,
    rounds: u32,
    totals: Vec<f64>,
    /// For candidates `i < j`, at `i * candidates + j`: the sum of `worth_i - worth_j`
    /// and the sum of its squares.
    differences: Vec<(f64, f64)>,
}

impl Tally {
    pub fn new(candidates: usize) -> Tally {
        Tally {
            candidates,
            rounds: 0,
            totals: vec![0.0; candidates],
            differences: vec![(0.0, 0.0); candidates * candidates],
        }
    }

    /// Adds one round: `worths[i]` is candidate `i`'s worth on the round's sample.
    pub fn add(&mut self, worths: &[f64]) {
        let worths: Vec<f64> = worths.iter().map(|w| if w.is_finite() { *w } else { REFUSED }).collect();
        for (total, worth) in self.totals.iter_mut().zip(&worths) {
            *total += worth;
        }
        for i in 0..self.candidates {
            for j in i + 1..self.candidates {
                let d = worths[i] - worths[j];
                let (sum, squares) = &mut self.differences[i * self.candidates + j];
                *sum += d;
                *squares += d * d;
            }
        }
        self.rounds += 1;
    }

    /// The candidate with the best total; on a tie (or with no round), the earliest —
    /// the normal bot's order.
    pub fn leader(&self) -> usize {
        (0..self.candidates).rev().max_by(|&a, &b| self.totals[a].total_cmp(&self.totals[b])).unwrap_or(0)
    }

    /// Whether more rounds could hardly change the choice (see the module's doc).
    pub fn settled(&self) -> bool {
        if self.rounds < MIN_ROUNDS {
            return false;
        }
        let leader = self.leader();
        (0..self.candidates).filter(|&c| c != leader).all(|c| {
            let (mean, error) = self.margin(leader, c);
            mean + INDIFFERENCE > CONFIDENCE * error
        })
    }

    /// The mean of `worth_a - worth_b` over the rounds and its standard error.
    fn margin(&self, a: usize, b: usize) -> (f64, f64) {
        let (lo, hi, sign) = if a < b { (a, b, 1.0) } else { (b, a, -1.0) };
        let (sum, squares) = self.differences[lo * self.candidates + hi];
        let n = f64::from(self.rounds);
        let mean = sum / n;
        let variance = ((squares - sum * mean) / (n - 1.0)).max(0.0);
        (sign * mean, (variance / n).sqrt())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clear_leader_settles_after_the_minimum_rounds() {
        let mut tally = Tally::new(3);
        for r in 0..MIN_ROUNDS {
            assert!(!tally.settled());
            let noise = f64::from(r % 3);
            tally.add(&[10.0 + noise, 4.0 + noise, 2.0]);
        }
        assert!(tally.settled());
        assert_eq!(tally.leader(), 0);
    }

    #[test]
    fn equal_candidates_settle_and_keep_the_first() {
        let mut tally = Tally::new(2);
        for _ in 0..MIN_ROUNDS {
            tally.add(&[3.0, 3.0]);
        }
        assert!(tally.settled());
        assert_eq!(tally.leader(), 0);
    }

    #[test]
    fn a_close_noisy_race_does_not_settle() {
        let mut tally = Tally::new(2);
        for r in 0..200 {
            let swing = if r % 2 == 0 { 6.0 } else { -6.0 };
            tally.add(&[5.0 + swing, 5.0 - swing + 0.1]);
        }
        assert!(!tally.settled());
        assert_eq!(tally.leader(), 1);
    }

    #[test]
    fn a_refused_candidate_loses_without_spoiling_the_sums() {
        let mut tally = Tally::new(2);
        for _ in 0..MIN_ROUNDS {
            tally.add(&[f64::NEG_INFINITY, 1.0]);
        }
        assert_eq!(tally.leader(), 1);
        assert!(tally.settled());
    }
}
