//! Parsing of the tool's non-layout arguments: shapes, regions and coordinates.

// Newtypes, so that clap takes each list as one value.

/// A logical shape.
#[derive(Clone, Debug)]
pub struct Shape(pub Vec<i64>);

/// A flat index or an N-d coordinate.
#[derive(Clone, Debug)]
pub struct Coord(pub Vec<i64>);

/// A region, half-open per dim.
#[derive(Clone, Debug)]
pub struct Region(pub Vec<std::ops::Range<i64>>);

/// `8,16`, `(8,16)` or `8x16`: positive extents.
pub fn shape(text: &str) -> Result<Shape, String> {
    let list = ints(text, "shape")?;
    if let Some(bad) = list.iter().find(|&&e| e <= 0) {
        return Err(format!("shape {text:?}: extent {bad} must be positive"));
    }
    Ok(Shape(list))
}

/// `5` or `0,2` / `(0,2)`: a flat index or an N-d coordinate.
pub fn coord(text: &str) -> Result<Coord, String> {
    ints(text, "coordinate").map(Coord)
}

fn ints(text: &str, what: &str) -> Result<Vec<i64>, String> {
    let inner = text.trim().trim_start_matches(['(', '[']).trim_end_matches([')', ']']);
    if inner.trim().is_empty() {
        return Err(format!("{what} {text:?} is empty"));
    }
    inner
        .split([',', 'x'])
        .map(|part| {
            part.trim()
                .parse::<i64>()
                .map_err(|_| format!("{what} {text:?}: {:?} is not an integer", part.trim()))
        })
        .collect()
}

/// `16:32,64:128` (half-open begin:end per dim, brackets optional).
pub fn region(text: &str) -> Result<Region, String> {
    let inner = text.trim().trim_start_matches(['(', '[']).trim_end_matches([')', ']']);
    inner
        .split(',')
        .map(|part| {
            let (b, e) = part
                .split_once(':')
                .ok_or_else(|| format!("region {text:?}: {:?} is not begin:end", part.trim()))?;
            let int = |s: &str| {
                s.trim()
                    .parse::<i64>()
                    .map_err(|_| format!("region {text:?}: {:?} is not an integer", s.trim()))
            };
            Ok(int(b)?..int(e)?)
        })
        .collect::<Result<_, String>>()
        .map(Region)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_regions_coords() {
        assert_eq!(shape("8,16").unwrap().0, [8, 16]);
        assert_eq!(shape("(8, 16)").unwrap().0, [8, 16]);
        assert_eq!(shape("8x16").unwrap().0, [8, 16]);
        assert!(shape("8,0").is_err());
        assert!(shape("a").is_err());
        assert_eq!(region("16:32,64:128").unwrap().0, [16..32, 64..128]);
        assert!(region("16-32").is_err());
        assert_eq!(coord("5").unwrap().0, [5]);
    }
}
