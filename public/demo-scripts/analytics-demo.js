// Demo "analytics" script of the seeded booking page: loads only after the visitor accepts analytics.
window.__demoAnalytics = (window.__demoAnalytics || 0) + 1
document.documentElement.dataset.demoAnalytics = 'loaded'
