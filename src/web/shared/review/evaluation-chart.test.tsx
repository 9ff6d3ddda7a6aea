import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import EvaluationChart from './evaluation-chart';
import type { GraphPoint } from './logic';

// jsdom lays nothing out: the chart's box comes from a ResizeObserver that reports 400 x 200 at once.
class FixedSizeObserver {
  constructor(private readonly cb: ResizeObserverCallback) {}
  observe(el: Element) {
    this.cb([{ target: el, contentRect: { width: 400, height: 200 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const points: GraphPoint[] = [70, 55, 82, 40, 90, 65].map((score, i) => ({
  move: i + 1,
  index: i,
  role: i % 2 ? 'assistant' : 'user',
  score,
  user: i % 2 ? null : score,
  assistant: i % 2 ? score : null,
  moment: i === 4 ? 'breakthrough' : null,
}));

function renderChart(onSelect = vi.fn()) {
  vi.stubGlobal('ResizeObserver', FixedSizeObserver);
  const view = render(
    <EvaluationChart points={points} selected={points[2]} moments={points.filter((p) => p.moment)} dotRadius={3.5} animations={false} showNotation onSelect={onSelect} />,
  );
  const svg = view.getByTestId('evaluation-chart') as unknown as SVGSVGElement;
  svg.getBoundingClientRect = () => ({ left: 0, top: 0, right: 400, bottom: 200, width: 400, height: 200, x: 0, y: 0, toJSON: () => ({}) });
  return { ...view, svg, onSelect };
}

afterEach(() => vi.unstubAllGlobals());

describe('evaluation chart (plain SVG, no chart library)', () => {
  it('draws both series, every move a dot, the key moment ringed', () => {
    const { svg } = renderChart();
    expect(svg.querySelectorAll('path')).toHaveLength(2);
    expect(svg.querySelectorAll('circle[fill="#8b5cf6"]')).toHaveLength(3);
    expect(svg.querySelectorAll('circle[fill="#14b8a6"]')).toHaveLength(3);
    expect(svg.querySelectorAll('circle[fill="none"]')).toHaveLength(1);
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '0', '20', '40', '60', '80', '100']);
  });

  it('a click over a move opens that message; hovering shows its score', () => {
    const { svg, onSelect, getByText } = renderChart();
    // The plot runs from x 42 to 388: the last move is at its right edge.
    act(() => void fireEvent.pointerMove(svg, { clientX: 386, clientY: 100 }));
    expect(getByText('Move 6 · Assistant')).toBeTruthy();
    fireEvent.click(svg, { clientX: 386, clientY: 100 });
    expect(onSelect).toHaveBeenCalledWith(5);
    fireEvent.click(svg, { clientX: 44, clientY: 100 });
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });
});
