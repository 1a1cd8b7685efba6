'use client'
import { useEffect, useRef } from 'react'

export type BarSeries = { label: string; colour: string; data: number[] }

/**
 * Leads per week as stacked bars, drawn by Chart.js in the admin only: the library is fetched by this
 * admin component when it mounts (its own chunk), never by a public page. Hidden from screen readers,
 * who read the table beside it. Once drawn, the canvas carries the figures Chart.js holds
 * (`data-series`), so a test can compare them with the table.
 */
export function WeeklyBars({ labels, series }: { labels: string[]; series: BarSeries[] }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    let chart: { destroy(): void } | null = null
    let gone = false
    void import('chart.js').then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend }) => {
      const el = canvas.current
      if (gone || !el) return
      Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend)
      const text = getComputedStyle(el).color
      const c = new Chart(el, {
        type: 'bar',
        data: {
          labels,
          datasets: series.map((s) => ({ label: s.label, data: s.data, backgroundColor: s.colour })),
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          events: [],
          scales: {
            x: { stacked: true, ticks: { color: text }, grid: { display: false } },
            y: { stacked: true, beginAtZero: true, ticks: { color: text, precision: 0 } },
          },
          plugins: { legend: { position: 'bottom', labels: { color: text, boxWidth: 12 } } },
        },
      })
      el.dataset.series = JSON.stringify(c.data.datasets.map((d) => d.data))
      chart = c
    })
    return () => {
      gone = true
      chart?.destroy()
    }
  }, [labels, series])
  return (
    <div aria-hidden="true" style={{ position: 'relative', height: 260, maxWidth: 720, color: 'var(--theme-text)' }}>
      <canvas ref={canvas} data-testid="weekly-chart" />
    </div>
  )
}
