"""The few-shot protocol: features, N-way K-shot episodes, three classifiers, 95% intervals."""
