"""The stages of the S3 event bus: extract → prescreen → analyze → notify, plus dead letters and the sweeper."""
