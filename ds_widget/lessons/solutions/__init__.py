"""The stored solutions of the lessons' exercises: one JSON file per lesson (see ..exercises)."""
