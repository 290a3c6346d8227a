/// wasm32-unknown-unknown polyfill

#[cfg(all(feature = "js-sys", target_arch = "wasm32", target_os = "unknown"))]
pub use self::js_sys_date::OffsetDateTime;

#[cfg(not(feature = "js-sys"))]
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub use self::unix_epoch_stub_date::OffsetDateTime;

#[cfg(not(any(target_arch = "wasm32", target_os = "unknown")))]
pub use time::OffsetDateTime;

#[cfg(all(feature = "js-sys", target_arch = "wasm32", target_os = "unknown"))]
mod js_sys_date {
    //! Raduno's patch: the browser's clock, in UTC (`document_info` and `xmp_metadata` call `offset()`
    //! and `u8::from(month())`, as with `time`); upstream's version read local time and did not compile.
    use js_sys::Date;

    #[derive(Debug, Clone, Copy)]
    pub struct UtcOffset;
    impl UtcOffset {
        pub fn is_negative(&self) -> bool {
            false
        }
        pub fn whole_hours(&self) -> i8 {
            0
        }
        pub fn minutes_past_hour(&self) -> i8 {
            0
        }
    }

    #[derive(Debug, Clone)]
    pub struct OffsetDateTime(Date);
    impl OffsetDateTime {
        #[inline(always)]
        pub fn now_utc() -> Self {
            OffsetDateTime(Date::new_0())
        }

        #[inline(always)]
        pub fn now() -> Self {
            OffsetDateTime(Date::new_0())
        }

        #[inline(always)]
        pub fn format(&self, format: impl ToString) -> String {
            // TODO
            "".into()
        }

        #[inline(always)]
        pub fn offset(&self) -> UtcOffset {
            UtcOffset
        }

        #[inline(always)]
        pub fn year(&self) -> u32 {
            self.0.get_utc_full_year()
        }

        #[inline(always)]
        pub fn month(&self) -> u8 {
            (self.0.get_utc_month() + 1) as u8
        }

        #[inline(always)]
        pub fn day(&self) -> u32 {
            self.0.get_utc_date()
        }

        #[inline(always)]
        pub fn hour(&self) -> u32 {
            self.0.get_utc_hours()
        }

        #[inline(always)]
        pub fn minute(&self) -> u32 {
            self.0.get_utc_minutes()
        }

        #[inline(always)]
        pub fn second(&self) -> u32 {
            self.0.get_utc_seconds()
        }
    }
}

#[cfg(not(feature = "js-sys"))]
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod unix_epoch_stub_date {
    /// Raduno's patch: UTC, for the stub below.
    #[derive(Debug, Clone, Copy)]
    pub struct UtcOffset;
    impl UtcOffset {
        pub fn is_negative(&self) -> bool {
            false
        }
        pub fn whole_hours(&self) -> i8 {
            0
        }
        pub fn minutes_past_hour(&self) -> i8 {
            0
        }
    }

    #[derive(Debug, Clone)]
    pub struct OffsetDateTime;
    impl OffsetDateTime {
        #[inline(always)]
        pub fn now_utc() -> Self {
            OffsetDateTime
        }

        #[inline(always)]
        pub fn now() -> Self {
            OffsetDateTime
        }

        #[inline(always)]
        pub fn format(&self, format: impl ToString) -> String {
            // TODO
            "".into()
        }

        #[inline(always)]
        pub fn year(&self) -> u32 {
            1970
        }

        #[inline(always)]
        pub fn month(&self) -> u8 {
            1
        }

        /// Raduno's patch: the stub is UTC, as `document_info` and `xmp_metadata` expect of `time`.
        #[inline(always)]
        pub fn offset(&self) -> UtcOffset {
            UtcOffset
        }

        #[inline(always)]
        pub fn day(&self) -> u32 {
            1
        }

        #[inline(always)]
        pub fn hour(&self) -> u32 {
            0
        }

        #[inline(always)]
        pub fn minute(&self) -> u32 {
            0
        }

        #[inline(always)]
        pub fn second(&self) -> u32 {
            0
        }
    }
}
